import { formatAmount, type AdminAnalytics } from '@paylink/shared';
import type { Db } from '../../db/client';
import { accountTotals } from '../accounts/account-activity';
import { purchaseRevenueCents } from '../billing/purchase-revenue';
import { creditsIssued } from '../credits/credit-activity';
import { paymentTotals } from '../payments/links/payment-activity';

const DAYS = 30;

/** The last DAYS calendar days (UTC) as YYYY-MM-DD, oldest first, ending today. */
function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS }, (_, i) =>
    new Date(today - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Platform totals for the admin dashboard, payments by status and signups and links per day for 30 days. */
export async function platformAnalytics(db: Db, now = new Date()): Promise<AdminAnalytics> {
  const days = lastDays(now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const [accounts, links, issued, revenue] = await Promise.all([
    accountTotals(db, since),
    paymentTotals(db, since),
    creditsIssued(db),
    purchaseRevenueCents(db),
  ]);
  return {
    totalUsers: accounts.total,
    totalPayments: links.total,
    totalCreditsIssued: issued,
    totalRevenue: formatAmount(revenue, 2),
    paymentsByStatus: links.byStatus,
    daily: days.map((date) => ({
      date,
      signups: accounts.perDay.get(date) ?? 0,
      payments: links.perDay.get(date) ?? 0,
    })),
  };
}
