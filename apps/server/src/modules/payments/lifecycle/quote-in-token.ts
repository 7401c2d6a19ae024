import type { TokenInfo } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { quoteHolds } from '../../pricing/quote-ruling';
import type { PaymentRow } from '../links/payment-dto';
import { quoteRest, type QuotePricing } from '../../pricing/quotes/quote-rest';
import { lastQuoteOn } from '../../pricing/quotes/quote-history';
import { fiatPaid } from './fiat-paid';
import { giveQuote, restoreQuote, type Quoting } from './set-link-quote';

/**
 * A switch of an open link (locked, nothing counted) to `token` on the link's network as it now stands: the link's
 * earlier quote in that token there while it still holds, else a new quote of the price at the current rate.
 */
export async function quoteInToken(
  tx: Db,
  link: PaymentRow,
  token: TokenInfo,
  pricing: QuotePricing,
  quoting: Quoting,
  now: Date,
): Promise<PaymentRow> {
  const held = await lastQuoteOn(tx, link.id, link.network, { currency: token.symbol, expiringAfter: now });
  if (held && quoteHolds(held.expiresAt, now)) return restoreQuote(tx, link, held, now);
  return giveQuote(tx, link, token, await quoteRest(link, await fiatPaid(tx, link.id), token, pricing, now), quoting);
}
