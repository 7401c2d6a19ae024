import { address, blockhash as toBlockhash, getBase64EncodedWireTransaction, type Blockhash } from '@solana/kit';
import type { PayoutSigning } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { buildPayoutTransactions } from '../chains/solana/build-payout-transactions';
import { batchWithPayouts } from './batch-with-payouts';
import { payoutToken } from './payout-rails';
import type { PayoutBatchRow, PayoutRow } from './schema';

/** The path of one transaction of a batch under the API (GET label and icon, POST the transaction). */
export const payoutRequestPath = (batchId: string, part: number) =>
  `/api/payout-batches/${encodeURIComponent(batchId)}/transaction-request/${part}`;

// Any 32 bytes: the size of a transaction does not depend on its blockhash or on which wallet pays.
const PLACEHOLDER_BLOCKHASH = { blockhash: toBlockhash('11111111111111111111111111111111'), lastValidBlockHeight: 0n };

async function transactionsFor(
  deps: Deps,
  batch: PayoutBatchRow,
  unpaid: readonly PayoutRow[],
  payer: string,
  hash: { blockhash: Blockhash; lastValidBlockHeight: bigint },
) {
  return buildPayoutTransactions({
    payer: address(payer),
    reference: address(batch.reference!),
    memo: batch.id,
    blockhash: hash,
    transfers: unpaid.map((r) => {
      const token = payoutToken(deps.config, r.payCurrency, batch.network);
      return {
        recipient: address(r.address!),
        amount: r.payAmount!,
        token: token.mint ? { mint: address(token.mint), decimals: token.decimals } : null,
      };
    }),
  });
}

/** Solana: one transaction request per transaction the unpaid payouts need (several past the size limit). */
export async function solanaPayoutSigning(
  deps: Deps,
  batch: PayoutBatchRow,
  unpaid: readonly PayoutRow[],
): Promise<PayoutSigning> {
  const parts = await transactionsFor(deps, batch, unpaid, batch.reference!, PLACEHOLDER_BLOCKHASH);
  return {
    kind: 'solana-pay',
    requests: parts.map(
      (_, i) => `solana:${encodeURIComponent(`${deps.config.appUrl}${payoutRequestPath(batch.id, i)}`)}`,
    ),
  };
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
  const { value: hash } = await deps.solanaRpc.getLatestBlockhash().send();
  const parts = await transactionsFor(deps, batch, unpaid, opts.account, hash);
  const tx = parts[opts.part];
  if (!tx) throw new AppError('NOT_FOUND', 'This part of the batch no longer exists: open the batch again', 404);
  return {
    transaction: getBase64EncodedWireTransaction(tx),
    message: `Pay ${unpaid.length} payouts (transaction ${opts.part + 1} of ${parts.length}). Your wallet pays the network fee.`,
  };
}
