import { hex } from '@scure/base';
import type { ChainIndex, IndexedTransaction } from './chain-index.ts';
import { outpointKey } from './chain-transaction.ts';
import { statusJson, transactionJson } from './esplora-json.ts';

const MEMPOOL_PAGE = 50;
const CHAIN_PAGE = 25;

/** The transactions funding or spending a script, newest first: mempool, then confirmed. */
function history(
  index: ChainIndex,
  script: Uint8Array,
): { mempool: IndexedTransaction[]; chain: IndexedTransaction[] } {
  const entries = (index.byScript.get(hex.encode(script)) ?? []).map((txid) => index.transactions.get(txid)!).reverse();
  return { mempool: entries.filter((entry) => !entry.block), chain: entries.filter((entry) => entry.block) };
}

/** GET /address/:address/txs: up to 50 mempool transactions, then the first 25 confirmed. */
export function addressTxsJson(index: ChainIndex, script: Uint8Array) {
  const { mempool, chain } = history(index, script);
  return [...mempool.slice(0, MEMPOOL_PAGE), ...chain.slice(0, CHAIN_PAGE)].map((entry) =>
    transactionJson(index, entry),
  );
}

/** GET /address/:address/txs/chain[/:last_seen_txid]: 25 confirmed transactions after the last one seen. */
export function addressChainTxsJson(index: ChainIndex, script: Uint8Array, lastSeenTxid?: string) {
  const { chain } = history(index, script);
  const start = lastSeenTxid === undefined ? 0 : chain.findIndex((entry) => entry.tx.txid === lastSeenTxid) + 1;
  // An unknown last_seen_txid answers an empty page, as electrs does.
  if (lastSeenTxid !== undefined && start === 0) return [];
  return chain.slice(start, start + CHAIN_PAGE).map((entry) => transactionJson(index, entry));
}

/** GET /address/:address/txs/mempool: up to 50 unconfirmed transactions. */
export function addressMempoolTxsJson(index: ChainIndex, script: Uint8Array) {
  return history(index, script)
    .mempool.slice(0, MEMPOOL_PAGE)
    .map((entry) => transactionJson(index, entry));
}

/** GET /address/:address/utxo: outputs to the script not spent in the chain or the mempool. */
export function addressUtxoJson(index: ChainIndex, script: Uint8Array) {
  const scriptHex = hex.encode(script);
  const { mempool, chain } = history(index, script);
  return [...mempool, ...chain].flatMap(({ tx, block }) =>
    tx.outputs.flatMap((output, vout) =>
      hex.encode(output.script) === scriptHex && !index.spends.has(outpointKey(tx.txid, vout))
        ? [{ txid: tx.txid, vout, status: statusJson(block), value: Number(output.value) }]
        : [],
    ),
  );
}

/** GET /address/:address: funded and spent outputs and transaction counts, confirmed and in the mempool. */
export function addressJson(index: ChainIndex, address: string, script: Uint8Array) {
  const { mempool, chain } = history(index, script);
  return { address, chain_stats: stats(index, script, chain), mempool_stats: stats(index, script, mempool) };
}

function stats(index: ChainIndex, script: Uint8Array, entries: IndexedTransaction[]) {
  const scriptHex = hex.encode(script);
  const result = {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: entries.length,
  };
  for (const { tx } of entries) {
    for (const output of tx.outputs) {
      if (hex.encode(output.script) !== scriptHex) continue;
      result.funded_txo_count += 1;
      result.funded_txo_sum += Number(output.value);
    }
    if (tx.isCoinbase) continue;
    for (const input of tx.inputs) {
      const prevout = index.transactions.get(input.txid)?.tx.outputs[input.vout];
      if (!prevout || hex.encode(prevout.script) !== scriptHex) continue;
      result.spent_txo_count += 1;
      result.spent_txo_sum += Number(prevout.value);
    }
  }
  return result;
}
