import type { Deps } from './deps';
import { deliverWebhooksJob } from './jobs/deliver-webhooks';
import { runJobLoop } from './jobs/run-job-loop';
import { accountWakeups } from './modules/chain/account-wakeups';
import { endLapsedPlans } from './modules/billing/end-lapsed-plans';
import { watchPayments, type WatchOptions } from './modules/payments/watch-payments';

export interface Worker {
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * The background worker: the payment watcher (and the end of lapsed crypto-paid plans) runs here on its own
 * interval, never inside a request, and at once when the chain's WebSocket says a watched account changed
 * (the interval stays as the safety net).
 * RPC or database errors are logged and retried with exponential backoff; they never stop the worker.
 */
export function startWorker(deps: Deps, overrides: Partial<WatchOptions> = {}): Worker {
  const interval = deps.config.watchIntervalMs;
  let delay = interval;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let busy = false;
  let wakeRequested = false;
  let stopped = false;

  const tick = async (woken: boolean) => {
    busy = true;
    wakeRequested = false;
    try {
      const report = await watchPayments(deps.db, {
        rpc: deps.rpc,
        commitment: deps.config.solana.commitment,
        lateWindowMs: deps.config.latePaymentWindowMs,
        onChange: (id) => deps.notifier.notify(id),
        // The reference sweep keeps its polling pace: wake-ups add no RPC calls beyond what the change costs.
        ...(woken ? { referenceSweepSize: 0 } : {}),
        ...overrides,
      });
      wakeups.watch(report.addresses);
      if (report.changed.length > 0) deps.log.info({ changed: report.changed }, 'payments updated from chain');
      if (report.failedAddresses + report.failedLoads > 0) {
        deps.log.warn({ failedAddresses: report.failedAddresses, failedLoads: report.failedLoads }, 'payment watcher will retry some reads');
      }
      const lapsed = await endLapsedPlans(deps.db);
      if (lapsed > 0) deps.log.info({ lapsed }, 'monthly plans paid in crypto ended after their billing month');
      delay = interval;
    } catch (err) {
      delay = Math.min(delay * 2, MAX_BACKOFF_MS);
      deps.log.warn({ err, retryInMs: delay }, 'payment watcher tick failed');
    } finally {
      busy = false;
    }
  };

  const run = (woken: boolean) => {
    clearTimeout(timer);
    if (busy) wakeRequested = true;
    else running = tick(woken).finally(schedule);
  };
  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    // A wake-up during a tick runs the next one at once, unless ticks are failing and backing off.
    if (wakeRequested && delay === interval) timer = setTimeout(() => run(true), 0);
    else timer = setTimeout(() => run(false), delay);
  };
  const wake = () => {
    if (!stopped && delay === interval) run(true);
  };

  const wakeups = accountWakeups({ url: deps.config.solana.wsUrl, commitment: deps.config.solana.commitment, onWake: wake, log: deps.log });
  run(false);
  const webhooks = runJobLoop(deps, deliverWebhooksJob(), deps.config.webhooks.pollIntervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeups.close();
      await running;
      await webhooks.stop();
    },
  };
}
