import { eq } from 'drizzle-orm';
import type { TokenInfo } from '@paylink/shared';
import type { Db } from '../../../db/client';
import type { PaymentRow } from '../links/payment-dto';
import { payments } from '../schema';
import type { PaymentQuoteRow } from '../../pricing/schema';
import { quotedLinkFields } from '../../pricing/quotes/quoted-link-fields';
import { recordQuote } from '../../pricing/quotes/record-quote';
import type { PriceQuote } from '../../pricing/quote-price';
import { quoteEnd } from '../../pricing/quote-ruling';
import { holdAmountOffset } from '../../chains/unique-amounts/hold-amount-offset';
import { releaseAmountOffset } from '../../chains/unique-amounts/release-amount-offset';
import type { PaymentRequestBuilder } from '../../chains/chain-adapter';

/** How a new quote's payment request is built: the link's network's builder, and the late window (an EVM amount released stays reserved that long). */
export interface Quoting {
  requests: Pick<PaymentRequestBuilder, 'paymentRequest'>;
  lateWindowMs: number;
}

/**
 * Makes a fresh quote the current one of a link priced in USD/EUR (in the caller's transaction, the link locked):
 * its amount, rate and payment URL (on EVM a new unique pay amount), added to the link's quote history. The quote it
 * replaces still binds until its expiry plus grace: on EVM its pay amount is released only as of then.
 */
export async function giveQuote(
  tx: Db,
  link: PaymentRow,
  token: TokenInfo,
  quote: PriceQuote,
  quoting: Quoting,
): Promise<PaymentRow> {
  await releaseCurrentAmount(tx, link);
  const request = await quoting.requests.paymentRequest(tx, {
    link,
    token,
    amount: quote.payAmount,
    now: quote.quotedAt,
    lateWindowMs: quoting.lateWindowMs,
  });
  const [updated] = await tx
    .update(payments)
    .set({
      ...quotedLinkFields(token, quote),
      payAmount: request.payAmount,
      paymentUrl: request.url,
      updatedAt: quote.quotedAt,
    })
    .where(eq(payments.id, link.id))
    .returning();
  await recordQuote(tx, updated!);
  return updated!;
}

/** Makes an earlier quote of the link its current one again (a payment of it arrived while it still bound). */
export async function restoreQuote(tx: Db, link: PaymentRow, quote: PaymentQuoteRow, now: Date): Promise<PaymentRow> {
  await releaseCurrentAmount(tx, link);
  if (quote.payAmount !== null) await holdAmountOffset(tx, link.id, quote.payAmount);
  const [updated] = await tx
    .update(payments)
    .set({
      amount: quote.amount,
      payAmount: quote.payAmount,
      currency: quote.currency,
      asset: quote.asset,
      paymentUrl: quote.paymentUrl,
      quoteRate: quote.rate,
      quoteSource: quote.source,
      quotedAt: quote.quotedAt,
      quoteExpiresAt: quote.expiresAt,
      updatedAt: now,
    })
    .where(eq(payments.id, link.id))
    .returning();
  return updated!;
}

/** The EVM pay amount of the link's current quote stays reserved to it until that quote's expiry plus grace. */
async function releaseCurrentAmount(tx: Db, link: PaymentRow): Promise<void> {
  if (link.payAmount !== null && link.quoteExpiresAt)
    await releaseAmountOffset(tx, link.id, quoteEnd(link.quoteExpiresAt), link.payAmount);
}
