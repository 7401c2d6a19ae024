import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { networkRails } from '../chains/payment-requests';
import { batchWithPayouts } from './batch-with-payouts';
import { payoutTransfer } from './payout-kinds';

/**
 * Offline only, on the local chains: the rail's test wallet pays each unpaid payout of the merchant's batch, as the
 * refunds' test wallet does (one request per payout, carrying the batch's reference where the network matches by
 * it); the payout watcher then marks each PAID like any other transfer (its batch found, or paid outside it). 404
 * for another account's batch or where the network has no test wallet; 409 once nothing is left to pay.
 */
export async function payBatchWithTestWallet(
  deps: Deps,
  accountId: string,
  batchId: string,
): Promise<{ signatures: string[] }> {
  const { batch, rows } = await batchWithPayouts(deps, batchId, accountId);
  const rail = deps.config.offline ? networkRails(deps.config).get(batch.network) : undefined;
  if (!rail?.payWithTestWallet) throw new AppError('NOT_FOUND', 'The test wallet does not pay on this network', 404);
  const unpaid = rows.filter((r) => r.status === 'IN_BATCH');
  if (unpaid.length === 0) throw new AppError('CONFLICT', 'This batch has nothing left to pay', 409);
  const signatures: string[] = [];
  for (const row of unpaid) {
    const t = payoutTransfer(deps, batch.network, row);
    const paymentUrl = rail.refundRequest({
      refundId: t.id,
      to: t.to,
      amount: t.amount,
      decimals: t.decimals,
      asset: t.asset,
      reference: batch.reference,
      label: t.name,
    });
    signatures.push(
      await rail.payWithTestWallet({ paymentUrl, recipientAddress: t.to, payAmount: t.amount }, undefined),
    );
  }
  return { signatures };
}
