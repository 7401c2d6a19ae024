import { hex } from '@scure/base';
import type { Block } from './block.ts';
import { outpointKey, type ChainTransaction } from './chain-transaction.ts';

/** Where a known transaction sits: in a block of the best chain, or in the mempool (no block). */
export interface IndexedTransaction {
  tx: ChainTransaction;
  block?: Block;
  /** Position in the block, or in the mempool's order. */
  position: number;
}

export interface Spend {
  txid: string;
  vin: number;
}

/** Lookups over the best chain and the mempool, rebuilt after every change (a local chain stays small). */
export interface ChainIndex {
  transactions: Map<string, IndexedTransaction>;
  /** Who spends each outpoint, in the chain or the mempool. */
  spends: Map<string, Spend>;
  /** The txids funding or spending each output script (hex), in chain order then mempool order. */
  byScript: Map<string, string[]>;
  /** The best chain's blocks by hash. */
  blocksByHash: Map<string, Block>;
}

export function buildChainIndex(blocks: Block[], mempool: ChainTransaction[]): ChainIndex {
  const index: ChainIndex = {
    transactions: new Map(),
    spends: new Map(),
    byScript: new Map(),
    blocksByHash: new Map(),
  };
  for (const block of blocks) {
    index.blocksByHash.set(block.hash, block);
    block.transactions.forEach((tx, position) => addTransaction(index, { tx, block, position }));
  }
  mempool.forEach((tx, position) => addTransaction(index, { tx, position }));
  return index;
}

function addTransaction(index: ChainIndex, entry: IndexedTransaction) {
  const { tx } = entry;
  index.transactions.set(tx.txid, entry);
  const scripts = new Set(tx.outputs.map((output) => hex.encode(output.script)));
  if (!tx.isCoinbase) {
    tx.inputs.forEach((input, vin) => {
      index.spends.set(outpointKey(input.txid, input.vout), { txid: tx.txid, vin });
      const prevout = index.transactions.get(input.txid)?.tx.outputs[input.vout];
      if (prevout) scripts.add(hex.encode(prevout.script));
    });
  }
  for (const script of scripts) {
    const txids = index.byScript.get(script);
    if (txids) txids.push(tx.txid);
    else index.byScript.set(script, [tx.txid]);
  }
}
