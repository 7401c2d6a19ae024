import { payTransferRequest } from '@paylink/localnet';
import { parseAmount } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { getPayment } from './get-payment';
import { tokenDecimals } from './payment-dto';

/**
 * Local chain only: a throwaway payer funded by the faucet pays the link's Solana Pay URL, as a wallet would:
 * the remaining amount, or with `amount` only that much (a partial payment, to try the lifecycle by hand).
 */
export async function payWithTestWallet(deps: Deps, paymentId: string, amount?: string): Promise<{ signature: string }> {
  if (!deps.config.offline) throw new AppError('FORBIDDEN', 'The test wallet only exists in offline mode', 403);
  const payment = await getPayment(deps.db, paymentId);
  if (payment.status === 'COMPLETED') throw new AppError('CONFLICT', 'This payment is already completed', 409);
  // Like a wallet scanning the hosted page's QR: what is left after partial payments.
  let amountOverride = payment.amountReceived ? payment.amount - payment.amountReceived : undefined;
  if (amount !== undefined) {
    const parsed = parseAmount(amount, tokenDecimals(payment.currency));
    if (!parsed.ok) throw new AppError('VALIDATION_ERROR', `${parsed.reason} for ${payment.currency}`, 400);
    amountOverride = parsed.value;
  }
  const result = await payTransferRequest({ rpcUrl: deps.config.solana.rpcUrl, url: payment.solanaPayUrl, amountOverride });
  if (result.err) throw new AppError('BAD_REQUEST', 'The test payment failed on the local chain', 400);
  return { signature: result.signature };
}
