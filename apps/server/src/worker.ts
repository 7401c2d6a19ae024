import type { Deps } from './deps';
import { deliverWebhooksJob } from './jobs/deliver-webhooks';
import { END_LAPSED_PLANS_INTERVAL_MS, endLapsedPlansJob } from './jobs/end-lapsed-plans';
import { expirePaymentsJob } from './jobs/expire-payments';
import { runJobLoop } from './jobs/run-job-loop';
import { startWatcher } from './jobs/watch-payments';
import { watchRefundsJob } from './jobs/watch-refunds';
import { watchPayoutsJob } from './jobs/watch-payouts';
import { RECOVER_X402_INTERVAL_MS, recoverX402SettlementsJob } from './jobs/recover-x402-settlements';
import { finalizePaymentsJob } from './jobs/finalize-payments';
import { RENEW_SUBSCRIPTIONS_INTERVAL_MS, renewSubscriptionsJob } from './jobs/renew-subscriptions';
import { sendReceiptEmailsJob } from './jobs/send-receipt-emails';
import { sendNotificationEmailsJob } from './jobs/send-notification-emails';
import { settleSponsoredTransactionsJob } from './jobs/settle-sponsored-transactions';
import { REFRESH_SCREENING_INTERVAL_MS, refreshScreeningListJob } from './jobs/refresh-screening-list';

export interface Worker {
  stop(): Promise<void>;
}

/**
 * The background worker only wires the jobs (jobs/<id>.ts), each run by its own runJobLoop with its interval,
 * backoff and error isolation, so a failing job never stalls another: the payment watcher (a loop per network,
 * jobs/watch-payments.ts), expiry, refunds, payouts, finality, the fee sponsor's transactions, lapsed plans, subscription
 * renewals, receipt and notification emails, webhook delivery, and the screening list's refresh.
 */
export function startWorker(deps: Deps): Worker {
  const interval = deps.config.watchIntervalMs;
  const watcher = startWatcher(deps);
  // A sender that frees up claims the next delivery at once.
  const webhookJob = deliverWebhooksJob({}, () => loops.webhooks.wake());
  const loops = {
    expire: runJobLoop(deps, expirePaymentsJob(), interval),
    refunds: runJobLoop(deps, watchRefundsJob(), interval),
    payouts: runJobLoop(deps, watchPayoutsJob(), interval),
    finality: runJobLoop(deps, finalizePaymentsJob(), interval),
    receiptEmails: runJobLoop(deps, sendReceiptEmailsJob(), interval),
    notificationEmails: runJobLoop(deps, sendNotificationEmailsJob(), interval),
    sponsored: runJobLoop(deps, settleSponsoredTransactionsJob(), interval),
    plans: runJobLoop(deps, endLapsedPlansJob(), END_LAPSED_PLANS_INTERVAL_MS),
    subscriptions: runJobLoop(deps, renewSubscriptionsJob(), RENEW_SUBSCRIPTIONS_INTERVAL_MS),
    webhooks: runJobLoop(deps, webhookJob, deps.config.webhooks.pollIntervalMs),
    x402: runJobLoop(deps, recoverX402SettlementsJob(), RECOVER_X402_INTERVAL_MS),
    screening: runJobLoop(deps, refreshScreeningListJob(), REFRESH_SCREENING_INTERVAL_MS),
  };
  // A payment that changed has just written its event: deliver it now rather than at the next poll.
  const stopWebhookWakeups = deps.notifier.subscribeAll((paymentId) => {
    deps.log.debug({ paymentId }, 'payment change heard; waking webhook delivery');
    loops.webhooks.wake();
  });
  // Offline, POST /api/dev/clock moved time: what fell due runs now, not at the next interval.
  const stopClockWakeups = deps.clock.onAdvance(() => {
    loops.subscriptions.wake();
    loops.notificationEmails.wake();
  });

  return {
    async stop() {
      stopWebhookWakeups();
      stopClockWakeups();
      await Promise.all([watcher.stop(), ...Object.values(loops).map((loop) => loop.stop())]);
      await webhookJob.idle();
    },
  };
}
