import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { parseChainTransaction } from './chain-transaction.ts';
import type { ChainState } from './create-chain.ts';

export const STATE_FILE = 'bitcoin-localnet-state.json';

interface StoredState {
  version: 1;
  blocks: (Omit<ChainState['blocks'][number], 'transactions'> & { transactions: string[] })[];
  mempool: string[];
}

/** Writes the chain (blocks with their raw transactions, and the mempool) under dataDir, replaced atomically. */
export function saveChainState(dataDir: string, state: ChainState): void {
  const stored: StoredState = {
    version: 1,
    blocks: state.blocks.map((block) => ({ ...block, transactions: block.transactions.map((tx) => tx.hex) })),
    mempool: state.mempool.map((tx) => tx.hex),
  };
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, STATE_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeFileSync(fd, JSON.stringify(stored));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}

/** The state saved under dataDir, or undefined when nothing was saved yet. */
export function loadChainState(dataDir: string): ChainState | undefined {
  const path = join(dataDir, STATE_FILE);
  if (!existsSync(path)) return undefined;
  const stored = JSON.parse(readFileSync(path, 'utf8')) as StoredState;
  return {
    blocks: stored.blocks.map((block) => ({ ...block, transactions: block.transactions.map(parseChainTransaction) })),
    mempool: stored.mempool.map(parseChainTransaction),
  };
}
