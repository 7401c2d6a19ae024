import { isFiatCurrency, type TokenInfo } from '@paylink/shared';
import type { payments } from '../../payments/schema';
import type { PriceSource } from '../price-source';
import { quotePrice, type PriceQuote } from '../quote-price';
import { fiatValueCents } from '../decimal-math';

export type QuotePricing = { prices: PriceSource; quoteTtlMs: number };

/** What a link's counted transfers paid of its price: their fiat value in cents, and the token amount of those with no value of their own. */
export interface FiatPaid {
  cents: bigint;
  unvalued: bigint;
}

type QuotedLink = Pick<
  typeof payments.$inferSelect,
  'id' | 'priceCents' | 'priceCurrency' | 'quoteRate' | 'amountReceived'
>;

/**
 * A quote at the current rate for what is left of a link's USD/EUR price: each counted transfer paid its fiat value
 * at the quote that held when it was paid (`paid`); the rest is turned into `token` now. The amount asked is what the
 * link received plus that rest, so partial, complete and excess keep comparing token amounts. A 503 AppError when no
 * current price can be had (never an older one).
 */
export async function quoteRest(
  link: QuotedLink,
  paid: FiatPaid,
  token: TokenInfo,
  pricing: QuotePricing,
  now: Date,
): Promise<PriceQuote> {
  if (link.priceCents === null || !link.priceCurrency || !isFiatCurrency(link.priceCurrency))
    throw new Error(`${link.id} is not priced in fiat`);
  // Counted transfers with no value of their own (recorded before values were kept, or assigned from the inbox) are
  // valued at the quote they were counted against: the link's current one.
  const unvaluedCents =
    paid.unvalued > 0n && link.quoteRate ? fiatValueCents(paid.unvalued, link.quoteRate, token.decimals) : 0n;
  const rest = link.priceCents - paid.cents - unvaluedCents;
  const quote = await quotePrice(pricing.prices, {
    priceCents: rest > 0n ? rest : 0n,
    fiat: link.priceCurrency,
    token,
    now,
    ttlMs: pricing.quoteTtlMs,
  });
  return { ...quote, payAmount: (link.amountReceived ?? 0n) + quote.payAmount };
}
