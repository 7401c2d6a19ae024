import {
  address,
  blockhash as toBlockhash,
  getBase64EncodedWireTransaction,
  signature as toSignature,
} from '@solana/kit';
import type { PayoutBatches, PayoutBatchKey, PayoutTransfer } from '../payout-batches';
import { associatedTokenAccount } from './build-transfer-transaction';
import { buildPayoutTransactions } from './build-payout-transactions';
import { findReferencePayments } from './find-reference-payments';
import type { SolanaRpc } from './solana-rpc';
import { allAccountKeys, type TransactionJson } from './transaction-json';

/** Signatures read per batch reference: a batch's reference is fresh, only its own few transactions carry it. */
const SIGNATURES_PER_REFERENCE = 25;

// Any 32 bytes: the size of a transaction does not depend on its blockhash or on which wallet pays.
const PLACEHOLDER_BLOCKHASH = { blockhash: toBlockhash('11111111111111111111111111111111'), lastValidBlockHeight: 0n };

const transactionsFor = (
  batch: PayoutBatchKey,
  transfers: readonly PayoutTransfer[],
  payer: string,
  hash: typeof PLACEHOLDER_BLOCKHASH,
) =>
  buildPayoutTransactions({
    payer: address(payer),
    reference: address(batch.reference),
    memo: batch.id,
    blockhash: hash,
    transfers: transfers.map((t) => ({
      recipient: address(t.to),
      amount: t.amount,
      token: t.asset ? { mint: address(t.asset), decimals: t.decimals } : null,
    })),
  });

/**
 * Solana: one transaction request per transaction the payouts need (several past the size limit), every one carrying
 * the batch's reference; the merchant's wallet is the fee payer and the source of every transfer. A payout is paid by
 * a successful transaction carrying the reference that pays its address at least its amount; a transaction carrying
 * the reference and the payout's receiving account that landed with an error (meta.err) failed it.
 */
export function solanaPayouts(rpc: SolanaRpc, commitment: 'confirmed' | 'finalized'): PayoutBatches {
  return {
    async sign(batch, transfers, requestUrl) {
      const parts = await transactionsFor(batch, transfers, batch.reference, PLACEHOLDER_BLOCKHASH);
      return { kind: 'solana-pay', requests: parts.map((_, i) => `solana:${encodeURIComponent(requestUrl(i))}`) };
    },
    find: (batch, t) =>
      findReferencePayments(rpc, {
        reference: batch.reference,
        recipient: t.to,
        mint: t.asset,
        amount: t.amount,
        commitment,
      }),
    async findFailed(batch, t) {
      const receiving = t.asset ? await associatedTokenAccount(address(t.to), address(t.asset)) : t.to;
      const listed = await rpc
        .getSignaturesForAddress(address(batch.reference), { limit: SIGNATURES_PER_REFERENCE, commitment })
        .send();
      const failed: string[] = [];
      for (const entry of [...listed].reverse()) {
        if (entry.err === null) continue;
        const tx = (await rpc
          .getTransaction(toSignature(entry.signature), {
            encoding: 'json',
            maxSupportedTransactionVersion: 0,
            commitment,
          })
          .send()) as unknown as TransactionJson | null;
        const keys = tx?.meta && tx.meta.err !== null ? allAccountKeys(tx) : [];
        if (keys.includes(batch.reference) && keys.includes(receiving)) failed.push(entry.signature);
      }
      return failed;
    },
    async transactionRequest(batch, transfers, { part, account }) {
      const { value: hash } = await rpc.getLatestBlockhash().send();
      const parts = await transactionsFor(batch, transfers, account, hash);
      const tx = parts[part];
      return tx ? { transaction: getBase64EncodedWireTransaction(tx), parts: parts.length } : null;
    },
  };
}
