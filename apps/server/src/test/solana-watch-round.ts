import type { Db } from '../db/client';
import { solanaAdapter } from '../modules/chains/solana/solana-adapter';
import type { SolanaRpc } from '../modules/chains/solana/solana-rpc';
import { watchNetwork, type TickReport, type WatchOptions } from '../modules/payments/lifecycle/watch-network';
import { unmatchedInbox } from '../modules/unmatched-transfers/list-unmatched-transfer';
import { x402AwareInbox } from '../modules/x402/x402-aware-inbox';

/** A Solana watch round as a test (or a bench) runs it: what every network's round takes, plus the Solana adapter's connection and budgets. */
export interface SolanaWatchOptions extends Omit<WatchOptions, 'inbox'> {
  rpc: SolanaRpc;
  commitment: 'confirmed' | 'finalized';
  /** Links whose reference key is asked about directly per full tick (finds transfers sent to the wrong place). */
  referenceSweepSize?: number;
  /** Parallel RPC requests at most. */
  concurrency?: number;
}

/** One round of watching Solana (full, wake-up or expiry pre-read, see WatchOptions) through its adapter, as the watcher's round does. */
export function watchSolanaPayments(db: Db, opts: SolanaWatchOptions): Promise<TickReport> {
  const adapter = solanaAdapter({
    rpc: opts.rpc,
    commitment: opts.commitment,
    referenceSweepSize: opts.referenceSweepSize ?? 5,
    concurrency: opts.concurrency ?? 8,
  });
  return watchNetwork(db, adapter, { ...opts, inbox: x402AwareInbox(unmatchedInbox) });
}
