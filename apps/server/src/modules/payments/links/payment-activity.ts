import { count, desc, eq } from 'drizzle-orm';
import { PAYMENT_STATUSES, type PaymentStatus } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { rowsPerDay } from '../../../db/rows-per-day';
import { payments } from '../schema';
import { publicStatus } from './payment-dto';

/** Merchants' payment links only: a credit purchase paid in crypto is a payment to the platform, not a merchant's link. */
const merchantLink = eq(payments.purpose, 'link');

/** Every merchant payment link on the platform: the total, per status, and created per UTC day since `since` (admin analytics). */
export async function paymentTotals(
  db: Db,
  since: Date,
): Promise<{ total: number; byStatus: Record<PaymentStatus, number>; perDay: Map<string, number> }> {
  const [statusRows, perDay] = await Promise.all([
    db.select({ status: payments.status, n: count() }).from(payments).where(merchantLink).groupBy(payments.status),
    rowsPerDay(db, payments, payments.createdAt, since, merchantLink),
  ]);
  const byStatus = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<PaymentStatus, number>;
  for (const row of statusRows) byStatus[publicStatus(row.status)] += row.n;
  return { total: statusRows.reduce((sum, row) => sum + row.n, 0), byStatus, perDay };
}

/** The newest payment links of any merchant, newest first (admin recent activity). */
export function latestLinks(db: Db, limit: number) {
  return db
    .select({
      id: payments.id,
      accountId: payments.accountId,
      label: payments.label,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(merchantLink)
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
