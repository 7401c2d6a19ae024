import type { Deps } from './deps';
import { accountWakeups } from './modules/chain/account-wakeups';
import { watchPayments, type WatchOptions } from './modules/payments/watch-payments';

export interface Worker {
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * The background worker: the payment watcher runs here on its own interval, never inside a request. When the
 * chain's WebSocket says a watched account changed, a tick limited to that recipient's links runs at once;
 * the full tick keeps its interval as the safety net (a wake-up never delays it).
 * RPC or database errors are logged and retried with exponential backoff; they never stop the worker.
 */
export function startWorker(deps: Deps, overrides: Partial<WatchOptions> = {}): Worker {
  const interval = deps.config.watchIntervalMs;
  let delay = interval;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let busy = false;
  let stopped = false;
  let nextFullTickAt = 0;
  /** Recipient wallet of each subscribed account, from the last full tick. */
  let recipientOf = new Map<string, string>();
  /** Recipients whose accounts changed since they were last read; null: anything may have changed (reconnected). */
  let woken: Set<string> | null = new Set();

  const tick = async () => {
    busy = true;
    const full = woken === null || woken.size === 0 || Date.now() >= nextFullTickAt;
    const onlyRecipients = full ? undefined : [...woken!];
    woken = new Set();
    try {
      const report = await watchPayments(deps.db, {
        rpc: deps.rpc,
        commitment: deps.config.solana.commitment,
        lateWindowMs: deps.config.latePaymentWindowMs,
        onChange: (id) => deps.notifier.notify(id),
        onlyRecipients,
        ...overrides,
      });
      if (full) {
        recipientOf = report.watched;
        wakeups.watch([...report.watched.keys()]);
      }
      if (report.changed.length > 0) deps.log.info({ changed: report.changed }, 'payments updated from chain');
      if (report.failedAddresses + report.failedLoads > 0) {
        deps.log.warn({ failedAddresses: report.failedAddresses, failedLoads: report.failedLoads }, 'payment watcher will retry some reads');
      }
      delay = interval;
    } catch (err) {
      delay = Math.min(delay * 2, MAX_BACKOFF_MS);
      deps.log.warn({ err, retryInMs: delay }, 'payment watcher tick failed');
    } finally {
      if (full || delay !== interval) nextFullTickAt = Date.now() + delay;
      busy = false;
    }
  };

  const run = () => {
    clearTimeout(timer);
    if (!busy) running = tick().finally(schedule);
  };
  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    // Wake-ups that came in during the tick are read at once, unless ticks are failing and backing off.
    const pendingWake = woken === null || woken.size > 0;
    timer = setTimeout(run, pendingWake && delay === interval ? 0 : Math.max(0, nextFullTickAt - Date.now()));
  };
  const wake = (address?: string) => {
    const recipient = address === undefined ? undefined : recipientOf.get(address);
    if (recipient === undefined) woken = null;
    else woken?.add(recipient);
    if (!stopped && delay === interval) run();
  };

  const wakeups = accountWakeups({ url: deps.config.solana.wsUrl, commitment: deps.config.solana.commitment, onWake: wake, log: deps.log });
  run();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeups.close();
      await running;
    },
  };
}
