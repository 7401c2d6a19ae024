import type { ChainIndex } from './chain-index.ts';
import type { ChainTransaction } from './chain-transaction.ts';

/** A transaction's fee: what its inputs spend minus what its outputs create (0 for a coinbase). */
export function transactionFee(index: ChainIndex, tx: ChainTransaction): bigint {
  if (tx.isCoinbase) return 0n;
  const inputSum = tx.inputs.reduce(
    (sum, input) => sum + (index.transactions.get(input.txid)?.tx.outputs[input.vout]?.value ?? 0n),
    0n,
  );
  return inputSum - tx.outputs.reduce((sum, output) => sum + output.value, 0n);
}
