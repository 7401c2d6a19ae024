import { payEip681Request, payTransferRequest } from '@paylink/localnet';
import { isEvmNetwork, parseAmount } from '@paylink/shared';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { getPayment } from './get-payment';
import { tokenDecimals } from './payment-dto';
import { payWithBitcoinTestWallet } from '../../chains/bitcoin/pay-with-bitcoin-test-wallet';

/**
 * Local chains only: a throwaway payer funded by the local chain pays the link's payment URL, as a wallet would:
 * the remaining amount, or with `amount` only that much (a partial or wrong payment, to try the lifecycle by hand).
 */
export async function payWithTestWallet(deps: Deps, paymentId: string, amount?: string): Promise<{ signature: string }> {
  if (!deps.config.offline) throw new AppError('FORBIDDEN', 'The test wallet only exists in offline mode', 403);
  const payment = await getPayment(deps.db, paymentId);
  const evm = isEvmNetwork(payment.network) ? deps.config.evm[payment.network] : undefined;
  const bitcoin = payment.network === 'bitcoin' ? deps.config.bitcoin : null;
  if (!(evm ? evm.localChain : bitcoin ? bitcoin.localChain : payment.network === 'solana' && deps.config.solana.localChain)) throw new AppError('FORBIDDEN', 'The test wallet only exists on the local chain', 403);
  if (payment.status === 'COMPLETED') throw new AppError('CONFLICT', 'This payment is already completed', 409);
  const payAmount = payment.payAmount ?? payment.amount;
  // Like a wallet scanning the hosted page's QR: what is left after partial payments.
  let amountOverride = payment.amountReceived ? payAmount - payment.amountReceived : undefined;
  if (amount !== undefined) {
    const parsed = parseAmount(amount, tokenDecimals(payment.currency));
    if (!parsed.ok) throw new AppError('VALIDATION_ERROR', `${parsed.reason} for ${payment.currency}`, 400);
    amountOverride = parsed.value;
  }
  if (bitcoin) return { signature: await payWithBitcoinTestWallet(bitcoin.esploraUrl, payment.recipientAddress, amountOverride ?? payAmount) };
  if (evm) {
    const result = await payEip681Request({ rpcUrl: evm.rpcUrl, url: payment.paymentUrl, amountOverride });
    if (!result.success) throw new AppError('BAD_REQUEST', 'The test payment failed on the local chain', 400);
    return { signature: result.hash };
  }
  const result = await payTransferRequest({ rpcUrl: deps.config.solana.rpcUrl, url: payment.paymentUrl, amountOverride });
  if (result.err) throw new AppError('BAD_REQUEST', 'The test payment failed on the local chain', 400);
  return { signature: result.signature };
}
