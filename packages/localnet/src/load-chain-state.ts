import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChainState } from './create-chain.ts';
import { INDEX_FILE, STATE_FILE } from './save-chain-state.ts';
import { reviveRecord } from './transaction-log.ts';

/** The chain state saved under dataDir by saveChainState, or undefined when nothing was saved yet. */
export function loadChainState(dataDir: string): ChainState | undefined {
  const statePath = join(dataDir, STATE_FILE);
  const indexPath = join(dataDir, INDEX_FILE);
  if (!existsSync(statePath) || !existsSync(indexPath)) return undefined;
  const stored = JSON.parse(readFileSync(indexPath, 'utf8')) as { records: Parameters<typeof reviveRecord>[0][] };
  return { svm: new Uint8Array(readFileSync(statePath)), records: stored.records.map(reviveRecord) };
}
