import type { PayoutSigning } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { batchWithPayouts } from './batch-with-payouts';
import { batchKey, payoutBatchesOn, payoutConnections, payoutTransfer } from './payout-kinds';
import type { PayoutBatchRow, PayoutRow } from './schema';

/** The path of one transaction of a batch under the API (GET label and icon, POST the transaction). */
export const payoutRequestPath = (batchId: string, part: number) =>
  `/api/payout-batches/${encodeURIComponent(batchId)}/transaction-request/${part}`;

/** How the merchant's wallet signs the unpaid payouts of `batch`, as its network builds it. */
export function payoutSigning(deps: Deps, batch: PayoutBatchRow, unpaid: readonly PayoutRow[]): Promise<PayoutSigning> {
  return payoutBatchesOn(payoutConnections(deps), batch.network).sign(
    batchKey(batch),
    unpaid.map((r) => payoutTransfer(deps, batch.network, r)),
    (part) => `${deps.config.appUrl}${payoutRequestPath(batch.id, part)}`,
  );
}

/**
 * POST of a batch's transaction request: transaction `part` of the batch's unpaid payouts, with `account` as the
 * fee payer and the source of every transfer (the merchant's wallet signs; Paylink's sponsor never pays here).
 */
export async function answerPayoutRequest(
  deps: Deps,
  opts: { batchId: string; part: number; account: string },
): Promise<{ transaction: string; message: string }> {
  const { batch, rows } = await batchWithPayouts(deps, opts.batchId);
  const unpaid = rows.filter((r) => r.status === 'IN_BATCH');
  if (unpaid.length === 0) throw new AppError('CONFLICT', 'This batch has nothing left to pay', 409);
  const batches = payoutBatchesOn(payoutConnections(deps), batch.network);
  const built = await batches.transactionRequest?.(
    batchKey(batch),
    unpaid.map((r) => payoutTransfer(deps, batch.network, r)),
    opts,
  );
  if (!built) throw new AppError('NOT_FOUND', 'This part of the batch no longer exists: open the batch again', 404);
  return {
    transaction: built.transaction,
    message: `Pay ${unpaid.length} payouts (transaction ${opts.part + 1} of ${built.parts}). Your wallet pays the network fee.`,
  };
}
