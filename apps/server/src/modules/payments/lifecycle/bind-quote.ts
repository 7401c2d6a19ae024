import type { Db } from '../../../db/client';
import { tokenDecimals, type PaymentRow } from '../links/payment-dto';
import { quotesOf } from '../../pricing/quotes/quote-history';
import { quoteRest, type QuotePricing } from '../../pricing/quotes/quote-rest';
import { fiatPaid } from './fiat-paid';
import { restoreQuote, giveQuote, type Quoting } from './set-link-quote';
import { quoteHolds } from '../../pricing/quote-ruling';

/** Block clocks and ours may differ a little: a quote given this long after a transfer may still be the one it paid. */
const CLOCK_SLACK_MS = 60_000;

/** A transfer that would count toward a link: its token (mint or contract, null for SOL/ETH), on EVM its exact amount. */
export interface QuotedTransfer {
  network: string;
  asset: string | null;
  /** EVM: the exact amount, which names the quote it pays. */
  payAmount?: bigint;
  paidAt: Date;
}

/**
 * The link, for a transfer that would count toward it, with the quote that transfer is taken at made its current one
 * (in the caller's transaction, the link locked). The quote paid is the link's last quote in that token (on EVM: with
 * that exact amount) given before the payment. It binds until its expiry plus grace, even if the customer switched
 * token since (as long as nothing else has counted: one link, one token). Later, in the link's current token, what
 * is left of the price is re-quoted at the current rate (`quoteRest`; a 503 AppError without a current price, so the
 * transfer is recorded later, never at an old rate). Otherwise null: the link no longer asks for that token.
 * Links priced in a token, and completed links, are returned unchanged.
 */
export async function bindQuote(
  tx: Db,
  link: PaymentRow,
  transfer: QuotedTransfer,
  pricing: QuotePricing,
  quoting: Quoting,
  now: Date,
): Promise<PaymentRow | null> {
  // A completed link keeps the quote it was paid at: anything more is excess.
  if (link.priceCents === null || link.status === 'COMPLETED') return link;
  const sameToken = (q: { network: string; asset: string | null }) =>
    q.network === transfer.network && q.asset?.toLowerCase() === transfer.asset?.toLowerCase();
  const quotes = await quotesOf(tx, link.id);
  const paying = quotes.filter(
    (q) => sameToken(q) && (transfer.payAmount === undefined || q.payAmount === transfer.payAmount),
  );
  const paid = paying.find((q) => q.quotedAt.getTime() <= transfer.paidAt.getTime() + CLOCK_SLACK_MS) ?? paying.at(-1);
  const current = (q: { quotedAt: Date }) => q.quotedAt.getTime() === link.quotedAt?.getTime();
  const inCurrentToken = sameToken(link);
  if (paid && quoteHolds(paid.expiresAt, transfer.paidAt)) {
    if (current(paid) && inCurrentToken) return link;
    if (!inCurrentToken && (link.amountReceived ?? 0n) > 0n) return null;
    return restoreQuote(tx, link, paid, now);
  }
  if (!inCurrentToken) return null;
  const address = link.asset ?? undefined;
  const token = {
    symbol: link.currency,
    name: link.currency,
    decimals: tokenDecimals(link.currency),
    ...(link.network === 'solana' ? { mint: address } : { contract: address }),
  };
  return giveQuote(tx, link, token, await quoteRest(link, await fiatPaid(tx, link.id), token, pricing, now), quoting);
}
