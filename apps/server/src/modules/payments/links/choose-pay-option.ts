import { and, eq } from 'drizzle-orm';
import { NETWORK_NAMES, type Network, type PayOption, type PublicPayment } from '@paylink/shared';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { paymentRequestBuilder } from '../../chains/payment-requests';
import { getPublicPayment } from './get-public-payment';
import { renewQuote } from './renew-quote';
import { payments } from '../schema';
import { quoteInToken } from '../lifecycle/quote-in-token';
import { resolveToken } from './supported-tokens';
import { moveToOption } from '../lifecycle/switch-pay-option';

const optionName = (o: PayOption) => `${o.currency} on ${NETWORK_NAMES[o.network as Network] ?? o.network}`;

/**
 * The customer's choice among an open link's pay options (hosted page, public and id-only). The chosen option gets
 * its own quote and payment request (a reference on Solana, a unique amount on EVM): the network, wallet, token and
 * payment URL become the option's. Choosing an option chosen before gives back its quote while that quote still holds;
 * the option left keeps binding until its quote's expiry plus grace (its EVM amount released only as of then, as a
 * token switch does), so money already on its way is not lost (see enterPayOptionOf). On the link's own network this
 * is a token switch or renewal (renewQuote). Once money has arrived, the choice is locked (409).
 */
export async function choosePayOption(
  deps: Deps,
  id: string,
  choice: PayOption,
  now = new Date(),
): Promise<PublicPayment> {
  const [link] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.purpose, 'link')));
  if (!link) throw new AppError('NOT_FOUND', 'Payment not found', 404);
  if (!link.payOptions)
    throw new AppError('BAD_REQUEST', 'This payment is paid on one network: it has no pay options to choose from', 400);
  const option = link.payOptions.find((o) => o.network === choice.network && o.currency === choice.currency);
  if (!option) {
    throw new AppError(
      'VALIDATION_ERROR',
      `This payment cannot be paid in ${optionName(choice)}. Accepted: ${link.payOptions.map(optionName).join(', ')}`,
      400,
    );
  }
  if (option.network === link.network) return renewQuote(deps, id, option.currency, now);
  const token = resolveToken(deps.config, option.network, option.currency);
  const quoting = {
    requests: paymentRequestBuilder(deps.config, option.network),
    lateWindowMs: deps.config.latePaymentWindowMs,
  };

  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!locked || locked.status !== 'PENDING') throw new AppError('CONFLICT', 'This payment is no longer open', 409);
    if ((locked.amountReceived ?? 0n) > 0n) {
      const paidOn = optionName({ network: locked.network, currency: locked.currency });
      throw new AppError(
        'CONFLICT',
        `Part of this payment has arrived in ${paidOn}: the rest can only be paid there`,
        409,
      );
    }
    const moved = await moveToOption(tx, locked, option, now);
    await quoteInToken(
      tx,
      moved,
      token,
      { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs },
      quoting,
      now,
    );
  });
  deps.notifier.notify(id);
  return getPublicPayment(deps, id);
}
