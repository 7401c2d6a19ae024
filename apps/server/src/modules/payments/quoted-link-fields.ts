import { formatAmount, type TokenInfo } from '@paylink/shared';
import type { PaymentRow } from './payment-dto';
import { solanaPayUrl } from '../chains/solana/solana-pay-url';
import type { PriceQuote } from '../pricing/quote-price';

/** What a quote sets on a fiat-priced link: the token amount the chain must see, its payment URL, and the rate with its source and time. */
export function quotedLinkFields(
  link: Pick<PaymentRow, 'id' | 'recipientAddress' | 'reference' | 'label' | 'message'>,
  token: TokenInfo,
  quote: PriceQuote,
) {
  return {
    amount: quote.payAmount,
    currency: token.symbol,
    mint: token.mint ?? token.contract ?? null,
    solanaPayUrl: solanaPayUrl({
      recipient: link.recipientAddress,
      amount: formatAmount(quote.payAmount, token.decimals),
      splToken: token.mint,
      reference: link.reference,
      label: link.label,
      message: link.message,
      memo: link.id,
    }),
    quoteRate: quote.rate,
    quoteSource: quote.source,
    quotedAt: quote.quotedAt,
    quoteExpiresAt: quote.expiresAt,
  } satisfies Partial<PaymentRow>;
}
