import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { networkRails } from '../chains/payment-requests';
import { refundRow } from './list-refunds';

/**
 * Offline only, on the local chains: the test wallet pays a PENDING refund of the merchant's payment, as the
 * merchant's wallet would (its request, from the merchant's wallet where the refund search needs the sender). The
 * refund watcher then completes it like any other. Never offered with a real RPC (403).
 */
export async function payRefundWithTestWallet(
  deps: Deps,
  accountId: string,
  paymentId: string,
  refundId: string,
): Promise<{ signature: string }> {
  if (!deps.config.offline) throw new AppError('FORBIDDEN', 'The test wallet only exists in offline mode', 403);
  const refund = await refundRow(deps.db, accountId, paymentId, refundId);
  const rail = networkRails(deps.config).get(refund.network);
  if (!rail?.payWithTestWallet) throw new AppError('FORBIDDEN', 'The test wallet only exists on the local chain', 403);
  if (refund.status !== 'PENDING') throw new AppError('CONFLICT', 'Only a pending refund can be paid', 409);
  const signature = await rail.payWithTestWallet(
    {
      paymentUrl: refund.paymentUrl,
      recipientAddress: refund.toAddress,
      payAmount: refund.amount,
      from: refund.fromAddress,
    },
    undefined,
  );
  return { signature };
}
