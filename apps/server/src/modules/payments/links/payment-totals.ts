import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  formatAmount,
  NETWORK_NAMES,
  TOTALS_DEFAULT_DAYS,
  TOTALS_MAX_DAYS,
  type PaymentTotals,
  type PaymentTotalsQuery,
} from '@paylink/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { payments } from '../schema';
import { tokenDecimals } from './payment-dto';
import { merchantLinks } from './merchant-links';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The asked range as UTC instants, [start, end): `to` is included, so the end is the day after it. */
export function totalsRange(query: PaymentTotalsQuery, now = new Date()) {
  const to = new Date(`${query.to ?? isoDay(now)}T00:00:00Z`);
  const from = new Date(query.from ? `${query.from}T00:00:00Z` : to.getTime() - (TOTALS_DEFAULT_DAYS - 1) * DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
    throw new AppError('VALIDATION_ERROR', 'from and to must be dates (YYYY-MM-DD)', 400);
  if (from > to) throw new AppError('VALIDATION_ERROR', 'from must be on or before to', 400);
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > TOTALS_MAX_DAYS)
    throw new AppError('VALIDATION_ERROR', `The range may span at most ${TOTALS_MAX_DAYS} days`, 400);
  return { from, to, end: new Date(to.getTime() + DAY_MS) };
}

/**
 * What the merchant's completed links brought in over a range of days, per network and token, net of the refunds
 * completed on them: sums in SQL, bigint after, decimal strings out. A link counts on the day it completed and its
 * refunds with it, so a refund is taken from the range that received its money.
 */
export async function paymentTotals(
  db: Db,
  accountId: string,
  query: PaymentTotalsQuery,
  now = new Date(),
): Promise<PaymentTotals> {
  const { from, to, end } = totalsRange(query, now);
  const day = sql<string>`to_char(${payments.completedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      network: payments.network,
      currency: payments.currency,
      day,
      received: sql<string>`coalesce(sum(${payments.amountReceived}), 0)::text`,
      refunded: sql<string>`coalesce(sum(${payments.amountRefunded}), 0)::text`,
    })
    .from(payments)
    .where(
      and(
        merchantLinks(accountId),
        eq(payments.status, 'COMPLETED'),
        gte(payments.completedAt, from),
        lt(payments.completedAt, end),
      ),
    )
    .groupBy(payments.network, payments.currency, day)
    .orderBy(day, payments.network, payments.currency);

  const sums = new Map<string, { network: string; currency: string; received: bigint; refunded: bigint }>();
  for (const row of rows) {
    const key = `${row.network}:${row.currency}`;
    const sum = sums.get(key) ?? { network: row.network, currency: row.currency, received: 0n, refunded: 0n };
    sum.received += BigInt(row.received);
    sum.refunded += BigInt(row.refunded);
    sums.set(key, sum);
  }
  const totals = [...sums.values()]
    .sort((a, b) => a.network.localeCompare(b.network) || a.currency.localeCompare(b.currency))
    .map((s) => {
      const decimals = tokenDecimals(s.currency);
      return {
        network: s.network,
        networkName: (NETWORK_NAMES as Record<string, string>)[s.network] ?? s.network,
        currency: s.currency,
        received: formatAmount(s.received, decimals),
        refunded: formatAmount(s.refunded, decimals),
        net: formatAmount(s.received - s.refunded, decimals),
      };
    });
  const days = rows.map((row) => ({
    date: row.day,
    network: row.network,
    currency: row.currency,
    received: formatAmount(BigInt(row.received), tokenDecimals(row.currency)),
  }));
  return { from: isoDay(from), to: isoDay(to), totals, days };
}
