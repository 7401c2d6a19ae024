import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { payments } from '../schema';
import { getPayment } from './get-payment';
import type { PaymentRow } from './payment-dto';

/**
 * The merchant ends an open link now (a canceled order): its expiry moves to `now` under its row lock, so the expiry
 * job ends it the way every link ends (EXPIRED, or FAILED when part of it arrived) on its next round, through the
 * transition table. A transfer made before stays counted; one made after is a late payment like any. 409 unless the
 * link is PENDING; another merchant's link is a 404.
 */
export async function endPaymentLink(tx: Db, accountId: string, id: string, now: Date): Promise<PaymentRow> {
  await getPayment(tx, id, accountId);
  const [locked] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (locked!.status !== 'PENDING')
    throw new AppError('CONFLICT', `This link is ${locked!.status} already: only an open link can be ended`, 409);
  const [ended] = await tx
    .update(payments)
    .set({ expiresAt: now, updatedAt: now })
    .where(and(eq(payments.id, id), gt(payments.expiresAt, now)))
    .returning();
  return ended ?? locked!;
}
