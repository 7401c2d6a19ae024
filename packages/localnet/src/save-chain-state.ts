import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChainState } from './create-chain.ts';
import { stringifyForLog } from './transaction-log.ts';

export const STATE_FILE = 'localnet-state.bin';
export const INDEX_FILE = 'localnet-index.json';

/** Writes the chain snapshot and its index under dataDir; each file is replaced atomically and synced. */
export function saveChainState(dataDir: string, state: ChainState): void {
  mkdirSync(dataDir, { recursive: true });
  writeAtomically(join(dataDir, STATE_FILE), state.svm);
  writeAtomically(join(dataDir, INDEX_FILE), stringifyForLog({ version: 1, records: state.records }));
}

function writeAtomically(path: string, contents: string | Uint8Array) {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeFileSync(fd, contents);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
}
