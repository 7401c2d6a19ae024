import type { TokenInfo } from '@paylink/shared';
import type { payments } from '../../payments/schema';
import type { PriceQuote } from '../quote-price';

/**
 * What a quote sets on a fiat-priced link: the token amount the chain must see, and the rate with its source and
 * time. The payment URL for that amount comes from the network's payment request builder (Solana Pay, or on EVM a new unique amount).
 */
export function quotedLinkFields(token: TokenInfo, quote: PriceQuote) {
  return {
    amount: quote.payAmount,
    currency: token.symbol,
    asset: token.mint ?? token.contract ?? null,
    quoteRate: quote.rate,
    quoteSource: quote.source,
    quotedAt: quote.quotedAt,
    quoteExpiresAt: quote.expiresAt,
  } satisfies Partial<typeof payments.$inferSelect>;
}
