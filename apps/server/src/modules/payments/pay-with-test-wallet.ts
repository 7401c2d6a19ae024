import { payTransferRequest } from '@paylink/localnet';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { getPayment } from './get-payment';

/** Local chain only: a throwaway payer funded by the faucet pays the link's Solana Pay URL, as a wallet would. */
export async function payWithTestWallet(deps: Deps, paymentId: string): Promise<{ signature: string }> {
  if (!deps.config.solana.localChain) throw new AppError('FORBIDDEN', 'The test wallet only exists on the local chain', 403);
  const payment = await getPayment(deps.db, paymentId);
  if (payment.status === 'COMPLETED') throw new AppError('CONFLICT', 'This payment is already completed', 409);
  const result = await payTransferRequest({ rpcUrl: deps.config.solana.rpcUrl, url: payment.solanaPayUrl });
  if (result.err) throw new AppError('BAD_REQUEST', 'The test payment failed on the local chain', 400);
  return { signature: result.signature };
}
