import { count, eq, gt, gte, sql } from 'drizzle-orm';
import { formatAmount, PAYMENT_STATUSES, type AdminAnalytics, type PaymentStatus } from '@paylink/shared';
import type { Db } from '../../db/client';
import { creditLedger } from '../credits/schema';
import { payments } from '../payments/schema';
import { users } from '../accounts/schema';
import { creditPurchases } from '../billing/schema';

const DAYS = 30;

/** The last DAYS calendar days (UTC) as YYYY-MM-DD, oldest first, ending today. */
function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS }, (_, i) => new Date(today - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Rows per UTC day of `createdAt` since `since`. */
async function perDay(db: Db, table: typeof users | typeof payments, since: Date): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, n: count() }).from(table).where(gte(table.createdAt, since)).groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Platform totals for the admin dashboard, payments by status and signups and links per day for 30 days. */
export async function platformAnalytics(db: Db, now = new Date()): Promise<AdminAnalytics> {
  const days = lastDays(now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [[userCount], [paymentCount], [issued], [purchased], statusRows, signups, links] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(payments),
    db.select({ n: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` }).from(creditLedger).where(gt(creditLedger.delta, 0)),
    // Revenue: what completed card and crypto credit purchases were paid, in USD cents (README "Admin").
    db.select({ n: sql<string>`coalesce(sum(${creditPurchases.amountCents}), 0)` }).from(creditPurchases).where(eq(creditPurchases.status, 'COMPLETED')),
    db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status),
    perDay(db, users, since),
    perDay(db, payments, since),
  ]);
  const paymentsByStatus = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<PaymentStatus, number>;
  for (const row of statusRows) paymentsByStatus[row.status] = row.n;
  return {
    totalUsers: userCount?.n ?? 0,
    totalPayments: paymentCount?.n ?? 0,
    totalCreditsIssued: Number(issued?.n ?? 0),
    totalRevenue: formatAmount(BigInt(purchased?.n ?? 0), 2),
    paymentsByStatus,
    daily: days.map((date) => ({ date, signups: signups.get(date) ?? 0, payments: links.get(date) ?? 0 })),
  };
}
