import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { PaymentRow } from './payment-dto';
import { payments } from '../schema';

/** The account's payments of this purpose still open for payment (PENDING, before their expiry), oldest first. */
export function openPayments(
  db: Db,
  accountId: string,
  purpose: PaymentRow['purpose'],
  now: Date,
  exceptPaymentId?: string,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.accountId, accountId),
        eq(payments.purpose, purpose),
        eq(payments.status, 'PENDING'),
        gt(payments.expiresAt, now),
        exceptPaymentId ? ne(payments.id, exceptPaymentId) : undefined,
      ),
    )
    .orderBy(payments.createdAt);
}
