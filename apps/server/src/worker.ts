import type { Deps } from './deps';
import { deliverWebhooksJob } from './jobs/deliver-webhooks';
import { END_LAPSED_PLANS_INTERVAL_MS, endLapsedPlansJob } from './jobs/end-lapsed-plans';
import { expirePaymentsJob } from './jobs/expire-payments';
import { runJobLoop } from './jobs/run-job-loop';
import { watchPaymentsJob, type SolanaWatchOptions } from './jobs/watch-payments';
import { watchWokenRecipientsJob } from './jobs/watch-woken-recipients';
import { watchEvmPaymentsJob } from './jobs/watch-evm-payments';
import { watchBitcoinPaymentsJob } from './jobs/watch-bitcoin-payments';
import { watchRefundsJob } from './jobs/watch-refunds';
import { RECOVER_X402_INTERVAL_MS, recoverX402SettlementsJob } from './jobs/recover-x402-settlements';
import { finalizePaymentsJob } from './jobs/finalize-payments';
import { RENEW_SUBSCRIPTIONS_INTERVAL_MS, renewSubscriptionsJob } from './jobs/renew-subscriptions';
import { sendReceiptEmailsJob } from './jobs/send-receipt-emails';
import { settleSponsoredTransactionsJob } from './jobs/settle-sponsored-transactions';
import { accountWakeups } from './modules/chains/solana/account-wakeups';

export interface Worker {
  stop(): Promise<void>;
}

/**
 * The background worker only wires the jobs (jobs/<id>.ts), each run by its own runJobLoop with its interval,
 * backoff and error isolation, so a failing job never stalls another: the full watch tick, the wake-up tick
 * (the chain's WebSocket says a watched account changed), expiry, refunds, finality, the fee sponsor's transactions,
 * lapsed plans, subscription renewals, and webhook delivery.
 */
export function startWorker(deps: Deps, overrides: Partial<SolanaWatchOptions> = {}): Worker {
  const interval = deps.config.watchIntervalMs;
  /** Recipient wallet of each subscribed account, from the last full tick. */
  let recipientOf = new Map<string, string>();

  const woken = watchWokenRecipientsJob(overrides);
  // A sender that frees up claims the next delivery at once.
  const webhookJob = deliverWebhooksJob({}, () => loops.webhooks.wake());
  const loops = {
    full: runJobLoop(
      deps,
      watchPaymentsJob({
        overrides,
        onWatched: (watched) => {
          recipientOf = watched;
          wakeups.watch([...watched.keys()]);
        },
      }),
      interval,
    ),
    woken: runJobLoop(deps, woken, interval),
    expire: runJobLoop(deps, expirePaymentsJob(overrides), interval),
    refunds: runJobLoop(deps, watchRefundsJob(), interval),
    finality: runJobLoop(deps, finalizePaymentsJob(), interval),
    receiptEmails: runJobLoop(deps, sendReceiptEmailsJob(), interval),
    sponsored: runJobLoop(deps, settleSponsoredTransactionsJob(), interval),
    plans: runJobLoop(deps, endLapsedPlansJob(), END_LAPSED_PLANS_INTERVAL_MS),
    subscriptions: runJobLoop(deps, renewSubscriptionsJob(), RENEW_SUBSCRIPTIONS_INTERVAL_MS),
    webhooks: runJobLoop(deps, webhookJob, deps.config.webhooks.pollIntervalMs),
    x402: runJobLoop(deps, recoverX402SettlementsJob(), RECOVER_X402_INTERVAL_MS),
    // Ethereum and Base (each network fails on its own inside the job); none when no EVM network is configured.
    evm: Object.keys(deps.config.evm).length > 0 ? runJobLoop(deps, watchEvmPaymentsJob(), deps.config.watchIntervalMs) : undefined,
    // Bitcoin through Esplora, at its own pace (each round costs requests to a rate-limited host).
    bitcoin: deps.bitcoin ? runJobLoop(deps, watchBitcoinPaymentsJob(), deps.bitcoin.config.watchIntervalMs) : undefined,
  };

  /** A watched account changed (address), or the socket (re)connected and anything may have changed (none). */
  const wake = (address?: string) => {
    const recipient = address === undefined ? undefined : recipientOf.get(address);
    if (recipient === undefined) return loops.full.wake();
    woken.add(recipient);
    loops.woken.wake();
  };
  const wakeups = accountWakeups({ url: deps.config.solana.wsUrl, commitment: deps.config.solana.commitment, onWake: wake, log: deps.log });
  // A payment that changed has just written its event: deliver it now rather than at the next poll.
  const stopWebhookWakeups = deps.notifier.subscribeAll(() => loops.webhooks.wake());
  // Offline, POST /api/dev/clock moved time: what fell due runs now, not at the next interval.
  const stopClockWakeups = deps.clock.onAdvance(() => loops.subscriptions.wake());

  return {
    async stop() {
      wakeups.close();
      stopWebhookWakeups();
      stopClockWakeups();
      await Promise.all(Object.values(loops).map((loop) => loop?.stop()));
      await webhookJob.idle();
    },
  };
}
