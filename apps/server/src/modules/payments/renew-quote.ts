import { and, eq, ne } from 'drizzle-orm';
import { isEvmNetwork, isFiatCurrency, type PublicPayment } from '@paylink/shared';
import type { Deps } from '../../deps';
import { payments } from './schema';
import { AppError } from '../../lib/app-error';
import { getPublicPayment } from './get-public-payment';
import { paymentTransfers } from './schema';
import { resolveToken } from './supported-tokens';
import { quotedLinkFields } from './quoted-link-fields';
import { linkPaymentRequest } from './link-payment-request';
import { quotePrice } from '../pricing/quote-price';

/**
 * A fresh quote for an open fiat-priced link (on EVM with a new unique pay amount and EIP-681 URL), in `payCurrency` when given (one of the tokens the merchant accepts),
 * while nothing has arrived: after that the quote is fixed. The rate is fetched first, then the link is re-checked
 * and updated under its row lock.
 */
export async function renewQuote(deps: Deps, id: string, payCurrency: string | undefined, now = new Date()): Promise<PublicPayment> {
  const [link] = await deps.db.select().from(payments).where(and(eq(payments.id, id), eq(payments.purpose, 'link')));
  if (!link) throw new AppError('NOT_FOUND', 'Payment not found', 404);
  if (link.priceCents === null || !link.priceCurrency || !isFiatCurrency(link.priceCurrency) || !link.payCurrencies) {
    throw new AppError('BAD_REQUEST', `This payment is priced in ${link.currency}: it has no quote to renew`, 400);
  }
  const symbol = payCurrency ?? link.currency;
  if (!link.payCurrencies.includes(symbol)) {
    throw new AppError('VALIDATION_ERROR', `This payment cannot be paid in ${symbol}. Accepted: ${link.payCurrencies.join(', ')}`, 400);
  }
  const token = resolveToken(deps.config, link.network, symbol);
  const quote = await quotePrice(deps.prices, { priceCents: link.priceCents, fiat: link.priceCurrency, token, now, ttlMs: deps.config.pricing.quoteTtlMs });

  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!locked || locked.status !== 'PENDING') throw new AppError('CONFLICT', 'This payment is no longer open', 409);
    const [arrived] = await tx
      .select({ id: paymentTransfers.id })
      .from(paymentTransfers)
      .where(and(eq(paymentTransfers.paymentId, id), ne(paymentTransfers.outcome, 'rejected')))
      .limit(1);
    if (arrived || (locked.amountReceived ?? 0n) > 0n) throw new AppError('CONFLICT', 'Money has arrived for this payment: its quote is fixed', 409);
    // On EVM the new amount (and maybe token) gets a new unique offset, and the old one is freed.
    const request = await linkPaymentRequest(tx, locked, token, quote.payAmount, isEvmNetwork(locked.network) ? deps.config.evm[locked.network]?.chainId : undefined);
    await tx.update(payments).set({ ...quotedLinkFields(token, quote), ...request, updatedAt: now }).where(eq(payments.id, id));
  });
  deps.notifier.notify(id);
  return getPublicPayment(deps.db, id);
}
