import type { ChainTransaction } from './chain-transaction.ts';

/** The given mempool txids and every mempool transaction spending their outputs, transitively. */
export function withDescendants(mempool: ChainTransaction[], txids: Iterable<string>): Set<string> {
  const result = new Set(txids);
  // The mempool is ordered parents first, so one pass finds every descendant.
  for (const entry of mempool) {
    if (entry.inputs.some((input) => result.has(input.txid))) result.add(entry.txid);
  }
  return result;
}
