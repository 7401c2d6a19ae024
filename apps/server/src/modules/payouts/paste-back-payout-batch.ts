import { eq } from 'drizzle-orm';
import type { PayoutBatch } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { batchWithPayouts } from './batch-with-payouts';
import { payoutBatchDto } from './payout-batch-dto';
import { payoutBatches } from './schema';
import { payoutBatchesOn, payoutConnections, payoutTransfer } from './payout-kinds';

/**
 * The signed transaction of one of the merchant's batches, pasted back from their wallet, checked by the batch's
 * kind of network and broadcast; 404 for another account's batch, 400 where the wallet broadcasts itself (Solana,
 * EVM), 409 once nothing is left to pay. The watcher then marks each payout PAID when its output is confirmed; the
 * transaction and the coins it spends are kept on the batch, so one that replaces it without paying fails them.
 */
export async function pasteBackPayoutBatch(
  deps: Deps,
  accountId: string,
  batchId: string,
  transaction: string,
): Promise<{ batch: PayoutBatch; txId: string }> {
  const { batch, rows } = await batchWithPayouts(deps, batchId, accountId);
  const batches = payoutBatchesOn(payoutConnections(deps), batch.network);
  if (!batches.pasteBack)
    throw new AppError('VALIDATION_ERROR', 'Your wallet sends this batch itself: there is nothing to paste back', 400);
  const unpaid = rows.filter((r) => r.status === 'IN_BATCH');
  if (unpaid.length === 0) throw new AppError('CONFLICT', 'This batch has nothing left to pay', 409);
  const pasted = await batches.pasteBack(
    unpaid.map((r) => payoutTransfer(deps, batch.network, r)),
    transaction,
  );
  await deps.db.update(payoutBatches).set({ pastedTx: pasted }).where(eq(payoutBatches.id, batchId));
  return { batch: await payoutBatchDto(deps, accountId, batchId), txId: pasted.txId };
}
