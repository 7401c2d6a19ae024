import { and, eq, sql } from 'drizzle-orm';
import { isFiatCurrency, type TokenInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { PaymentRow } from './payment-dto';
import { paymentTransfers } from './schema';
import type { PriceSource } from '../pricing/price-source';
import { quotePrice, type PriceQuote } from '../pricing/quote-price';
import { fiatValueCents } from '../pricing/decimal-math';

export type QuotePricing = { prices: PriceSource; quoteTtlMs: number };

/**
 * A quote at the current rate for what is left of a link's USD/EUR price: each counted transfer paid its fiat value
 * at the quote that held when it was paid; the rest is turned into `token` now. The amount asked is what the link
 * received plus that rest, so partial, complete and excess keep comparing token amounts. A 503 AppError when no
 * current price can be had (never an older one).
 */
export async function quoteRest(tx: Db, link: PaymentRow, token: TokenInfo, pricing: QuotePricing, now: Date): Promise<PriceQuote> {
  if (link.priceCents === null || !link.priceCurrency || !isFiatCurrency(link.priceCurrency)) throw new Error(`${link.id} is not priced in fiat`);
  const [paid] = await tx
    .select({
      cents: sql<string>`coalesce(sum(${paymentTransfers.fiatCents}), 0)`,
      unvalued: sql<string>`coalesce(sum(${paymentTransfers.amount}) filter (where ${paymentTransfers.fiatCents} is null), 0)`,
    })
    .from(paymentTransfers)
    .where(and(eq(paymentTransfers.paymentId, link.id), eq(paymentTransfers.outcome, 'counted')));
  // Counted transfers with no value of their own (recorded before values were kept, or assigned from the inbox) are
  // valued at the quote they were counted against: the link's current one.
  const unvalued = BigInt(paid?.unvalued ?? 0);
  const unvaluedCents = unvalued > 0n && link.quoteRate ? fiatValueCents(unvalued, link.quoteRate, token.decimals) : 0n;
  const rest = link.priceCents - BigInt(paid?.cents ?? 0) - unvaluedCents;
  const quote = await quotePrice(pricing.prices, { priceCents: rest > 0n ? rest : 0n, fiat: link.priceCurrency, token, now, ttlMs: pricing.quoteTtlMs });
  return { ...quote, payAmount: (link.amountReceived ?? 0n) + quote.payAmount };
}
