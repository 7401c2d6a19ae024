import { parseAmount } from '@paylink/shared';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { getPayment } from './get-payment';
import { tokenDecimals } from './payment-dto';
import { networkRails } from '../../chains/payment-requests';

/**
 * Local chains only: a throwaway payer funded by the local chain pays the link's payment URL, as a wallet would:
 * the remaining amount, or with `amount` only that much (a partial or wrong payment, to try the lifecycle by hand).
 */
export async function payWithTestWallet(
  deps: Deps,
  paymentId: string,
  amount?: string,
): Promise<{ signature: string }> {
  if (!deps.config.offline) throw new AppError('FORBIDDEN', 'The test wallet only exists in offline mode', 403);
  const payment = await getPayment(deps.db, paymentId);
  const rail = networkRails(deps.config).get(payment.network);
  if (!rail?.payWithTestWallet) throw new AppError('FORBIDDEN', 'The test wallet only exists on the local chain', 403);
  if (payment.status === 'COMPLETED') throw new AppError('CONFLICT', 'This payment is already completed', 409);
  const payAmount = payment.payAmount ?? payment.amount;
  // Like a wallet scanning the hosted page's QR: what is left after partial payments.
  let amountOverride = payment.amountReceived ? payAmount - payment.amountReceived : undefined;
  if (amount !== undefined) {
    const parsed = parseAmount(amount, tokenDecimals(payment.currency));
    if (!parsed.ok) throw new AppError('VALIDATION_ERROR', `${parsed.reason} for ${payment.currency}`, 400);
    amountOverride = parsed.value;
  }
  return {
    signature: await rail.payWithTestWallet(
      { paymentUrl: payment.paymentUrl, recipientAddress: payment.recipientAddress, payAmount },
      amountOverride,
    ),
  };
}
