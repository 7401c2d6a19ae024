import { FailedTransactionMetadata, type LiteSVM } from 'litesvm';
import {
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  type Transaction,
} from '@solana/kit';
import { transactionErrorJson } from './transaction-error-json.ts';

export interface SimulationResult {
  err: unknown;
  logs: string[];
  unitsConsumed: number;
}

// LiteSVM bundles its own @solana/kit (v8); the wire shape of Transaction is identical to kit 6's.
export const runSimulation = (svm: LiteSVM, transaction: Transaction) => svm.simulateTransaction(transaction as never);

/** simulateTransaction: runs the transaction without keeping its effects, optionally on the latest blockhash or without signature checks. */
export function simulateTransaction(
  svm: LiteSVM,
  transaction: Transaction,
  { sigVerify, replaceRecentBlockhash }: { sigVerify: boolean; replaceRecentBlockhash: boolean },
): SimulationResult {
  let candidate = transaction;
  if (replaceRecentBlockhash) {
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    const messageBytes = getCompiledTransactionMessageEncoder().encode({
      ...message,
      lifetimeToken: svm.latestBlockhash(),
    });
    candidate = { ...transaction, messageBytes: messageBytes as Transaction['messageBytes'] };
  }
  svm.withSigverify(sigVerify);
  try {
    const result = runSimulation(svm, candidate);
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta();
      return {
        err: transactionErrorJson(result.err()),
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
      };
    }
    const meta = result.meta();
    return { err: null, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) };
  } finally {
    svm.withSigverify(true);
  }
}
