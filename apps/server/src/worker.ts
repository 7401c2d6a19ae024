import type { Deps } from './deps';
import { deliverWebhooksJob } from './jobs/deliver-webhooks';
import { runJobLoop } from './jobs/run-job-loop';
import { watchEvmPaymentsJob } from './jobs/watch-evm-payments';
import { accountWakeups } from './modules/chain/account-wakeups';
import { endLapsedPlans } from './modules/billing/end-lapsed-plans';
import { watchPayments, type WatchOptions } from './modules/payments/watch-payments';

export interface Worker {
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * The background worker: the payment watcher (and the end of lapsed crypto-paid plans) runs here on its own
 * interval, never inside a request. When the chain's WebSocket says a watched account changed, a tick limited to
 * that recipient's links runs at once, even during a full tick; the full tick keeps its interval as the safety
 * net (a wake-up never delays it).
 * RPC or database errors are logged and retried with exponential backoff; they never stop the worker.
 */
export function startWorker(deps: Deps, overrides: Partial<WatchOptions> = {}): Worker {
  const interval = deps.config.watchIntervalMs;
  let delay = interval;
  let timer: NodeJS.Timeout | undefined;
  let full: Promise<void> | undefined;
  let woke: Promise<void> | undefined;
  let fullRequested = false;
  let stopped = false;
  /** Recipient wallet of each subscribed account, from the last full tick. */
  let recipientOf = new Map<string, string>();
  /** Recipients whose accounts changed and have not been read since. */
  let woken = new Set<string>();

  const tick = async (onlyRecipients?: string[]) => {
    try {
      const report = await watchPayments(deps.db, {
        rpc: deps.rpc,
        commitment: deps.config.solana.commitment,
        lateWindowMs: deps.config.latePaymentWindowMs,
        onChange: (id) => deps.notifier.notify(id),
        onlyRecipients,
        ...overrides,
      });
      if (!onlyRecipients) {
        recipientOf = report.watched;
        wakeups.watch([...report.watched.keys()]);
      }
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
    }
  };

  // Two lanes, so a wake-up never waits for a full tick (both are safe to run at once: recording is idempotent
  // under a row lock, and a cursor written twice only makes a later tick re-read).
  const runFull = () => {
    clearTimeout(timer);
    if (full) {
      fullRequested = true;
      return;
    }
    fullRequested = false;
    full = tick().finally(() => {
      full = undefined;
      if (stopped) return;
      if (fullRequested && delay === interval) runFull();
      else timer = setTimeout(runFull, delay);
    });
  };
  const runWoken = () => {
    if (woke || woken.size === 0 || stopped || delay !== interval) return;
    const recipients = [...woken];
    woken = new Set();
    woke = tick(recipients).finally(() => {
      woke = undefined;
      runWoken();
    });
  };
  /** A watched account changed (address), or the socket (re)connected and anything may have changed (none). */
  const wake = (address?: string) => {
    if (stopped) return;
    const recipient = address === undefined ? undefined : recipientOf.get(address);
    if (recipient === undefined) {
      if (delay === interval) runFull();
      return;
    }
    woken.add(recipient);
    runWoken();
  };

  const wakeups = accountWakeups({ url: deps.config.solana.wsUrl, commitment: deps.config.solana.commitment, onWake: wake, log: deps.log });
  runFull();
  const webhooks = runJobLoop(deps, deliverWebhooksJob(), deps.config.webhooks.pollIntervalMs);
  const evmWatcher = Object.keys(deps.config.evm).length > 0 ? runJobLoop(deps, watchEvmPaymentsJob(), deps.config.watchIntervalMs) : undefined;
  // A payment that changed has just written its event: deliver it now rather than at the next poll.
  const stopWebhookWakeups = deps.notifier.subscribeAll(() => webhooks.wake());

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeups.close();
      stopWebhookWakeups();
      await Promise.all([full, woke]);
      await webhooks.stop();
      await evmWatcher?.stop();
    },
  };
}
