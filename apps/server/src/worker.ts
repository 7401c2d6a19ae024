import type { Deps } from './deps';
import { deliverWebhooksJob } from './jobs/deliver-webhooks';
import { runJobLoop } from './jobs/run-job-loop';
import { watchPayments, type WatchOptions } from './modules/payments/watch-payments';

export interface Worker {
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * The background worker: the payment watcher runs here on its own interval, never inside a request.
 * RPC or database errors are logged and retried with exponential backoff; they never stop the worker.
 */
export function startWorker(deps: Deps, overrides: Partial<WatchOptions> = {}): Worker {
  const interval = deps.config.watchIntervalMs;
  let delay = interval;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = async () => {
    try {
      const report = await watchPayments(deps.db, {
        rpc: deps.rpc,
        commitment: deps.config.solana.commitment,
        lateWindowMs: deps.config.latePaymentWindowMs,
        onChange: (id) => deps.notifier.notify(id),
        ...overrides,
      });
      if (report.changed.length > 0) deps.log.info({ changed: report.changed }, 'payments updated from chain');
      delay = interval;
    } catch (err) {
      delay = Math.min(delay * 2, MAX_BACKOFF_MS);
      deps.log.warn({ err, retryInMs: delay }, 'payment watcher tick failed');
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, delay);
  };
  running = tick().finally(schedule);
  const webhooks = runJobLoop(deps, deliverWebhooksJob(), deps.config.webhooks.pollIntervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await webhooks.stop();
    },
  };
}
