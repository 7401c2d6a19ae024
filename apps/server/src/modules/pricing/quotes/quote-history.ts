import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentQuotes, type PaymentQuoteRow } from '../schema';

/** Every quote a link gave out, newest first. */
export function quotesOf(tx: Db, paymentId: string): Promise<PaymentQuoteRow[]> {
  return tx
    .select()
    .from(paymentQuotes)
    .where(eq(paymentQuotes.paymentId, paymentId))
    .orderBy(desc(paymentQuotes.quotedAt));
}

/** The link's newest quote on `network` (in `currency` when given) that expires after `expiringAfter` when given. */
export async function lastQuoteOn(
  tx: Db,
  paymentId: string,
  network: string,
  opts: { currency?: string; expiringAfter?: Date } = {},
): Promise<PaymentQuoteRow | undefined> {
  const [last] = await tx
    .select()
    .from(paymentQuotes)
    .where(
      and(
        eq(paymentQuotes.paymentId, paymentId),
        eq(paymentQuotes.network, network),
        opts.currency === undefined ? undefined : eq(paymentQuotes.currency, opts.currency),
        opts.expiringAfter === undefined ? undefined : gt(paymentQuotes.expiresAt, opts.expiringAfter),
      ),
    )
    .orderBy(desc(paymentQuotes.quotedAt))
    .limit(1);
  return last;
}

/** The ids of links quoted on `network` at some time (as a subquery): a link with pay options asked there once. */
export function quotedOn(db: Db, network: string) {
  return db
    .selectDistinct({ id: paymentQuotes.paymentId })
    .from(paymentQuotes)
    .where(eq(paymentQuotes.network, network));
}

/** The newest quote on `network` of each of these links (token and asset), for those quoted there. */
export async function lastQuotesOn(
  db: Db,
  paymentIds: readonly string[],
  network: string,
): Promise<Map<string, { asset: string | null; currency: string }>> {
  const last = new Map<string, { asset: string | null; currency: string }>();
  if (paymentIds.length === 0) return last;
  const quotes = await db
    .select({ paymentId: paymentQuotes.paymentId, asset: paymentQuotes.asset, currency: paymentQuotes.currency })
    .from(paymentQuotes)
    .where(and(inArray(paymentQuotes.paymentId, [...paymentIds]), eq(paymentQuotes.network, network)))
    .orderBy(desc(paymentQuotes.quotedAt));
  for (const q of quotes) if (!last.has(q.paymentId)) last.set(q.paymentId, q);
  return last;
}

/** The tokens (mint or contract; null for SOL/ETH) of the quotes on `network` of these links that expire after `after`. */
export async function quotedAssetsSince(
  db: Db,
  paymentIds: readonly string[],
  network: string,
  after: Date,
): Promise<{ paymentId: string; asset: string | null }[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select({ paymentId: paymentQuotes.paymentId, asset: paymentQuotes.asset })
    .from(paymentQuotes)
    .where(
      and(
        inArray(paymentQuotes.paymentId, [...paymentIds]),
        eq(paymentQuotes.network, network),
        gt(paymentQuotes.expiresAt, after),
      ),
    );
}
