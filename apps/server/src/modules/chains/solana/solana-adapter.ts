import { solanaTransferFinality } from './solana-transfer-finality';
import type { ChainAdapter } from '../chain-adapter';
import { findReferencePayments } from './find-reference-payments';
import { findTransfersTo } from './find-transfers-to';
import { observeSolana, type SolanaObserveOptions } from './observe-solana';
import { recipientWakeups } from './recipient-wakeups';
import { solanaBalance } from './solana-balance';
import { solanaPaymentRequest } from './solana-payment-request';
import { solanaSettledTransfer } from './solana-settled-transfer';
import { solanaTransactionRequest } from './solana-transaction-request';
import { solanaPayouts } from './solana-payouts';

/**
 * Solana: a link is paid by a transaction carrying its reference key (Solana Pay); final at the node's
 * commitment level. Observing runs the address scan, the reference sweep and the backlog (observe-solana.ts). With
 * the node's WebSocket (`wsUrl`), a watched account that changes wakes the watcher (recipient-wakeups.ts).
 */
export function solanaAdapter(opts: SolanaObserveOptions & { wsUrl?: string }): ChainAdapter {
  return {
    ...solanaPaymentRequest,
    finality: { rule: 'commitment', level: opts.commitment },
    observe: (db, input) => observeSolana(db, opts, input),
    transferFinality: (txIds) => solanaTransferFinality(opts.rpc, txIds),
    async findRefund(refund) {
      // A refund prepared on Solana always has one (its rail matches by reference); without it nothing could name its transaction.
      if (refund.reference === null) return { txIds: [], scannedTo: null, searchedPastExpiry: async () => false };
      const txIds = await findReferencePayments(opts.rpc, {
        reference: refund.reference,
        recipient: refund.to,
        mint: refund.asset,
        amount: refund.amount,
        commitment: opts.commitment,
      });
      // The node answers at the commitment level: what it lists now is all there is.
      return { txIds, scannedTo: null, searchedPastExpiry: async () => true };
    },
    findTransfersTo: ({ to, asset, amount, since }) =>
      findTransfersTo(opts.rpc, opts.commitment, { to, mint: asset, amount, since }),
    balance: (owner, mint) => solanaBalance(opts.rpc, opts.commitment, owner, mint),
    settledTransfer: (txId, paid) => solanaSettledTransfer(opts.rpc, opts.commitment, txId, paid),
    transactionRequest: solanaTransactionRequest(opts.rpc),
    payouts: solanaPayouts(opts.rpc, opts.commitment),
    ...(opts.wsUrl === undefined ? {} : { wakeups: (wake) => recipientWakeups(opts.wsUrl!, opts.commitment, wake) }),
  };
}
