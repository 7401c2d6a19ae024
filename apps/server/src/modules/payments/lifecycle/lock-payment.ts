import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { PaymentRow } from '../links/payment-dto';
import { payments } from '../schema';

/**
 * A payment read under its row lock, in the caller's transaction, so that what is refunded or owed on it is decided
 * by one writer at a time. With `ownerId`, only that merchant's payment links match. Undefined when none does.
 */
export async function lockPayment(tx: Db, paymentId: string, ownerId?: string): Promise<PaymentRow | undefined> {
  const where =
    ownerId === undefined
      ? eq(payments.id, paymentId)
      : and(eq(payments.id, paymentId), eq(payments.accountId, ownerId), eq(payments.purpose, 'link'));
  const [row] = await tx.select().from(payments).where(where).for('update');
  return row;
}
