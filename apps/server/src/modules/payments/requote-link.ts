import { eq } from 'drizzle-orm';
import { isFiatCurrency } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { payments } from './schema';
import { tokenDecimals, type PaymentRow } from './payment-dto';
import type { PriceSource } from '../pricing/price-source';
import { quotedLinkFields } from './quoted-link-fields';
import { solanaLinkUrl } from './link-payment-request';
import { quotePrice } from '../pricing/quote-price';
import { needsRequote } from '../pricing/quote-ruling';

/**
 * Called by the recorder (inside its transaction, the link row locked) before it values a transfer: a fiat-priced
 * link paid too long after its quote expired is re-quoted at the current rate first, so the transfer counts as
 * partial, complete or excess against that. With no current price to be had (feed down or stale), the link's own
 * last quote stands: a real rate, never a guessed one, and a transfer is never held back by a price outage.
 * Solana only: an EVM transfer pays a link by its exact unique amount, so it is never re-valued.
 */
export async function requoteIfExpired(tx: Db, link: PaymentRow, paidAt: Date, prices: PriceSource, ttlMs: number): Promise<PaymentRow> {
  if (!needsRequote(link, paidAt) || !link.priceCurrency || !isFiatCurrency(link.priceCurrency)) return link;
  const token = { symbol: link.currency, name: link.currency, decimals: tokenDecimals(link.currency), mint: link.mint ?? undefined };
  const quote = await quotePrice(prices, { priceCents: link.priceCents!, fiat: link.priceCurrency, token, now: paidAt, ttlMs }).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 503) return null;
    throw err;
  });
  if (!quote) return link;
  const [updated] = await tx
    .update(payments)
    .set({ ...quotedLinkFields(token, quote), solanaPayUrl: solanaLinkUrl(link, token, quote.payAmount) })
    .where(eq(payments.id, link.id))
    .returning();
  return updated!;
}
