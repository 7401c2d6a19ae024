import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChainState } from './create-chain.ts';

export const STATE_FILE = 'localnet-state.bin';
export const INDEX_FILE = 'localnet-index.json';

/** Writes the chain snapshot and its index under dataDir; each file is replaced atomically. */
export function saveChainState(dataDir: string, state: ChainState): void {
  mkdirSync(dataDir, { recursive: true });
  writeAtomically(join(dataDir, STATE_FILE), state.svm);
  const index = JSON.stringify({ version: 1, records: state.records }, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  writeAtomically(join(dataDir, INDEX_FILE), index);
}

function writeAtomically(path: string, contents: string | Uint8Array) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}
