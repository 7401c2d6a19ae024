import { EventEmitter } from 'node:events';
import { acceptToMempool } from './accept-to-mempool.ts';
import { mineBlock, type Block } from './block.ts';
import { buildChainIndex, type ChainIndex } from './chain-index.ts';
import { parseChainTransaction, type ChainTransaction } from './chain-transaction.ts';
import { FAUCET_PAYMENT, faucetTransaction } from './faucet-transaction.ts';
import { withDescendants } from './mempool-descendants.ts';
import { COINBASE_MATURITY } from './regtest-network.ts';
import { transactionFee } from './transaction-fee.ts';
import { TxRejectedError } from './tx-rejected-error.ts';

export interface ChainState {
  blocks: Block[];
  mempool: ChainTransaction[];
}

export type ReorgMempool = 'keep' | 'drop';

export interface ChainEvents {
  /** A block joined the best chain (mined, or a reorg's replacement). */
  block: [Block];
  /** Anything changed: a transaction entered or left the mempool, blocks were mined or replaced. */
  change: [];
}

export interface BitcoinChain {
  readonly events: EventEmitter<ChainEvents>;
  blocks(): readonly Block[];
  tip(): Block;
  mempool(): readonly ChainTransaction[];
  index(): ChainIndex;
  /** A block of the best chain, or one a reorg removed (not in the best chain). */
  block(hash: string): { block: Block; inBestChain: boolean } | undefined;
  /** Validates and adds a raw transaction to the mempool; returns its txid or throws TxRejectedError. */
  submit(rawHex: string): string;
  /** Mines `count` blocks holding the mempool; returns the new tip. */
  mine(count: number): Block;
  /** Removes the last `depth` blocks and mines `depth + 1` empty replacements; returns the new tip. */
  reorg(depth: number, mempool: ReorgMempool): Block;
  /** Sends `sats` from the chain's key to an output script (unconfirmed until mined); returns the txid. */
  faucet(script: Uint8Array, sats: bigint): string;
}

/** Blocks at genesis: the first coinbase is mature once the tip is at height COINBASE_MATURITY. */
const GENESIS_BLOCKS = COINBASE_MATURITY + 1;

/**
 * A regtest chain in memory: the best chain's blocks and a mempool. It starts from a saved state, or mines
 * GENESIS_BLOCKS blocks to the faucet's key so the faucet has mature coins.
 */
export function createChain(
  saved?: ChainState,
  clock: () => number = () => Math.floor(Date.now() / 1000),
): BitcoinChain {
  const events = new EventEmitter<ChainEvents>();
  let blocks: Block[] = saved?.blocks ?? [];
  let mempool: ChainTransaction[] = [];
  let index = buildChainIndex(blocks, mempool);
  const staleBlocks = new Map<string, Block>();

  /** Mines `count` blocks, the first holding `transactions`, and reindexes once. */
  const appendBlocks = (count: number, transactions: ChainTransaction[]): Block[] => {
    const fees = transactions.reduce((sum, tx) => sum + transactionFee(index, tx), 0n);
    const mined: Block[] = [];
    for (let n = 0; n < count; n++) {
      mined.push(
        mineBlock(
          mined.at(-1) ?? blocks.at(-1),
          n === 0 ? transactions : [],
          n === 0 ? fees : 0n,
          FAUCET_PAYMENT.script,
          clock(),
        ),
      );
    }
    blocks = [...blocks, ...mined];
    index = buildChainIndex(blocks, mempool);
    return mined;
  };
  /** Re-enters transactions into an empty mempool in order; those no longer valid are dropped, as bitcoind does. */
  const refillMempool = (candidates: ChainTransaction[]) => {
    mempool = [];
    index = buildChainIndex(blocks, mempool);
    for (const tx of candidates) {
      try {
        mempool = acceptToMempool(blocks, mempool, index, tx);
        index = buildChainIndex(blocks, mempool);
      } catch (error) {
        if (!(error instanceof TxRejectedError)) throw error;
      }
    }
  };

  if (blocks.length === 0) appendBlocks(GENESIS_BLOCKS, []);
  refillMempool(saved?.mempool ?? []);

  const chain: BitcoinChain = {
    events,
    blocks: () => blocks,
    tip: () => blocks.at(-1)!,
    mempool: () => mempool,
    index: () => index,
    block(hash) {
      const best = index.blocksByHash.get(hash);
      if (best) return { block: best, inBestChain: true };
      const stale = staleBlocks.get(hash);
      return stale && { block: stale, inBestChain: false };
    },
    submit(rawHex) {
      const tx = parseChainTransaction(rawHex);
      mempool = acceptToMempool(blocks, mempool, index, tx);
      index = buildChainIndex(blocks, mempool);
      events.emit('change');
      return tx.txid;
    },
    mine(count) {
      if (!Number.isInteger(count) || count < 1) throw new RangeError('blocks must be a positive integer');
      const transactions = mempool;
      mempool = [];
      const mined = appendBlocks(count, transactions);
      events.emit('change');
      mined.forEach((block) => events.emit('block', block));
      return chain.tip();
    },
    reorg(depth, mode) {
      if (!Number.isInteger(depth) || depth < 1 || depth >= blocks.length)
        throw new RangeError(`depth must be an integer from 1 to ${blocks.length - 1}`);
      const removed = blocks.slice(-depth).flatMap((block) => block.transactions.filter((tx) => !tx.isCoinbase));
      const pending = mempool;
      blocks.slice(-depth).forEach((block) => staleBlocks.set(block.hash, block));
      blocks = blocks.slice(0, -depth);
      mempool = [];
      index = buildChainIndex(blocks, mempool);
      const mined = appendBlocks(depth + 1, []);
      if (mode === 'keep') refillMempool([...removed, ...pending]);
      else {
        // A conflicting chain: the removed transactions and everything built on them are gone.
        const gone = withDescendants(
          [...removed, ...pending],
          removed.map((tx) => tx.txid),
        );
        refillMempool(pending.filter((tx) => !gone.has(tx.txid)));
      }
      events.emit('change');
      mined.forEach((block) => events.emit('block', block));
      return chain.tip();
    },
    faucet(script, sats) {
      return chain.submit(faucetTransaction(index, blocks.length - 1, script, sats));
    },
  };
  return chain;
}
