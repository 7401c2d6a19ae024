import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { solanaAdapter } from '../modules/chains/solana/solana-adapter';
import type { SolanaRpc } from '../modules/chains/solana/solana-rpc';
import { watchNetwork, type TickReport, type WatchOptions } from '../modules/payments/lifecycle/watch-network';
import { unmatchedInbox } from '../modules/unmatched-transfers/list-unmatched-transfer';
import { x402AwareInbox } from '../modules/x402/x402-aware-inbox';
import type { Job } from './job';

/** The Solana watch: what every network's watch takes, plus the Solana adapter's connection and budgets. */
export interface SolanaWatchOptions extends Omit<WatchOptions, 'inbox'> {
  rpc: SolanaRpc;
  commitment: 'confirmed' | 'finalized';
  /** Links whose reference key is asked about directly per full tick (finds transfers sent to the wrong place). */
  referenceSweepSize?: number;
  /** Parallel RPC requests at most. */
  concurrency?: number;
}

/** One round of watching Solana (full, wake-up or expiry pre-read, see WatchOptions) through its adapter. */
export function watchSolanaPayments(db: Db, opts: SolanaWatchOptions): Promise<TickReport> {
  const adapter = solanaAdapter({ rpc: opts.rpc, commitment: opts.commitment, referenceSweepSize: opts.referenceSweepSize ?? 5, concurrency: opts.concurrency ?? 8 });
  return watchNetwork(db, adapter, { ...opts, inbox: x402AwareInbox(unmatchedInbox) });
}

/** The watcher's settings from config, with test overrides (RPC, clock...). */
export function watchOptions(deps: Deps, overrides: Partial<SolanaWatchOptions> = {}): SolanaWatchOptions {
  return {
    rpc: deps.rpc,
    commitment: deps.config.solana.commitment,
    lateWindowMs: deps.config.latePaymentWindowMs,
    onChange: (id) => deps.notifier.notify(id),
    onUnmatched: (id) => deps.notifier.notify(id),
    pricing: { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs },
    ...overrides,
  };
}

/** Logs what a watch round did: changes, quarantined transactions (error level: an operator should look), retries. */
export function logWatchReport(deps: Deps, job: string, report: TickReport): void {
  if (report.changed.length > 0) deps.log.info({ job, changed: report.changed }, 'payments updated from chain');
  for (const q of report.quarantined) {
    deps.log.error({ job, signature: q.signature, error: q.error }, 'payment watcher quarantined a transaction it could not record; retrying with backoff');
  }
  if (report.failedAddresses + report.failedLoads > 0) {
    deps.log.warn({ job, failedAddresses: report.failedAddresses, failedLoads: report.failedLoads }, 'payment watcher will retry some reads');
  }
}

/**
 * The full Solana watch tick (every WATCH_INTERVAL_MS): every watched link's addresses, the reference sweep, the
 * backlog. `onWatched` receives the watched address → recipient map, which the WebSocket wake-ups subscribe to.
 */
export function watchPaymentsJob(opts: { overrides?: Partial<SolanaWatchOptions>; onWatched: (watched: Map<string, string>) => void }): Job {
  return {
    id: 'watch-payments',
    async handler(deps) {
      const report = await watchSolanaPayments(deps.db, watchOptions(deps, opts.overrides));
      opts.onWatched(report.watched);
      logWatchReport(deps, 'watch-payments', report);
      return { more: false };
    },
  };
}
