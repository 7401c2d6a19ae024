import { and, eq } from 'drizzle-orm';
import { isFiatCurrency, type PublicPayment } from '@paylink/shared';
import type { Deps } from '../../../deps';
import { payments } from '../schema';
import { AppError } from '../../../lib/app-error';
import { getPublicPayment } from './get-public-payment';
import { resolveToken } from './supported-tokens';
import { quoteRest } from '../../pricing/quotes/quote-rest';
import { fiatPaid } from '../lifecycle/fiat-paid';
import { giveQuote } from '../lifecycle/set-link-quote';
import { quoteInToken } from '../lifecycle/quote-in-token';
import { paymentRequestBuilder } from '../../chains/payment-requests';

/**
 * The hosted page's quote of an open link priced in USD/EUR, in `payCurrency` when given (one of the tokens the
 * merchant accepts). A switch of token never invalidates a quote: the one it leaves still binds until its expiry plus
 * grace (see bindQuote), and switching back to a token whose quote still holds gives that quote again. In the same
 * token a quote is renewed at a new rate only once it has expired; before that the current quote is the answer. Once
 * money has counted, the token is fixed and a renewal quotes only what is left of the price. Public and id-only,
 * so it can never change what an already quoted wallet has to pay.
 */
export async function renewQuote(
  deps: Deps,
  id: string,
  payCurrency: string | undefined,
  now = new Date(),
): Promise<PublicPayment> {
  const [link] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.purpose, 'link')));
  if (!link) throw new AppError('NOT_FOUND', 'Payment not found', 404);
  if (link.priceCents === null || !link.priceCurrency || !isFiatCurrency(link.priceCurrency) || !link.payCurrencies) {
    throw new AppError('BAD_REQUEST', `This payment is priced in ${link.currency}: it has no quote to renew`, 400);
  }
  const symbol = payCurrency ?? link.currency;
  if (!link.payCurrencies.includes(symbol)) {
    throw new AppError(
      'VALIDATION_ERROR',
      `This payment cannot be paid in ${symbol}. Accepted: ${link.payCurrencies.join(', ')}`,
      400,
    );
  }
  const token = resolveToken(deps.config, link.network, symbol);
  const quoting = {
    requests: paymentRequestBuilder(deps.config, link.network),
    lateWindowMs: deps.config.latePaymentWindowMs,
  };
  const pricing = { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs };

  const changed = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!locked || locked.status !== 'PENDING') throw new AppError('CONFLICT', 'This payment is no longer open', 409);
    if (symbol === locked.currency) {
      if (locked.quoteExpiresAt && now <= locked.quoteExpiresAt) return false;
    } else {
      if ((locked.amountReceived ?? 0n) > 0n) {
        throw new AppError(
          'CONFLICT',
          `Part of this payment has arrived in ${locked.currency}: the rest can only be paid in ${locked.currency}`,
          409,
        );
      }
      await quoteInToken(tx, locked, token, pricing, quoting, now);
      return true;
    }
    await giveQuote(
      tx,
      locked,
      token,
      await quoteRest(locked, await fiatPaid(tx, locked.id), token, pricing, now),
      quoting,
    );
    return true;
  });
  if (changed) deps.notifier.notify(id);
  return getPublicPayment(deps, id);
}
