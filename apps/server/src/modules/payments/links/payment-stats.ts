import { and, eq, gte, sql } from 'drizzle-orm';
import { formatAmount, PAYMENT_STATUSES, type PaymentStats, type PaymentStatus } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { payments } from '../schema';
import { publicStatus, tokenDecimals } from './payment-dto';
import { merchantLinks } from './merchant-links';

/** Amounts received per token (completed links only; credit purchases are the merchant paying us), as exact decimal strings. */
export async function receivedByToken(db: Db, accountId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ currency: payments.currency, total: sql<string>`coalesce(sum(${payments.amountReceived}), 0)::text` })
    .from(payments)
    .where(and(merchantLinks(accountId), eq(payments.status, 'COMPLETED')))
    .groupBy(payments.currency);
  const received: Record<string, string> = { SOL: '0', USDC: '0' };
  for (const row of rows) received[row.currency] = formatAmount(BigInt(row.total), tokenDecimals(row.currency));
  return received;
}

export async function paymentStats(db: Db, accountId: string, now = new Date()): Promise<PaymentStats> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [statusRows, [month], received] = await Promise.all([
    db
      .select({ status: payments.status, n: sql<number>`count(*)::int` })
      .from(payments)
      .where(merchantLinks(accountId))
      .groupBy(payments.status),
    db
      .select({
        created: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) filter (where ${payments.status} = 'COMPLETED')::int`,
      })
      .from(payments)
      .where(and(merchantLinks(accountId), gte(payments.createdAt, monthStart))),
    receivedByToken(db, accountId),
  ]);
  const byStatus = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<PaymentStatus, number>;
  for (const row of statusRows) byStatus[publicStatus(row.status)] += row.n;
  return {
    totalPayments: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    received,
    thisMonth: { created: month?.created ?? 0, completed: month?.completed ?? 0 },
  };
}
