import { and, desc, eq, gt } from 'drizzle-orm';
import type { TokenInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import { quoteHolds } from '../pricing/quote-ruling';
import type { PaymentRow } from './payment-dto';
import { quoteRest, type QuotePricing } from './quote-rest';
import { paymentQuotes } from './schema';
import { giveQuote, restoreQuote, type Quoting } from './set-link-quote';

/**
 * A switch of an open link (locked, nothing counted) to `token` on the link's network as it now stands: the link's
 * earlier quote in that token there while it still holds, else a new quote of the price at the current rate.
 */
export async function quoteInToken(tx: Db, link: PaymentRow, token: TokenInfo, pricing: QuotePricing, quoting: Quoting, now: Date): Promise<PaymentRow> {
  const [held] = await tx
    .select()
    .from(paymentQuotes)
    .where(and(eq(paymentQuotes.paymentId, link.id), eq(paymentQuotes.network, link.network), eq(paymentQuotes.currency, token.symbol), gt(paymentQuotes.expiresAt, now)))
    .orderBy(desc(paymentQuotes.quotedAt))
    .limit(1);
  if (held && quoteHolds(held.expiresAt, now)) return restoreQuote(tx, link, held, now);
  return giveQuote(tx, link, token, await quoteRest(tx, link, token, pricing, now), quoting);
}
