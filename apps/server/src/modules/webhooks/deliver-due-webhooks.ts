import { inArray } from 'drizzle-orm';
import { WEBHOOK_TIMEOUT_MS } from '@paylink/shared';
import type { Deps } from '../../deps';
import { accountOwner } from '../accounts/account-owner';
import { webhooksGoneEmail, webhooksPausedEmail } from '../email/templates';
import { claimDueDeliveries, type ClaimedDelivery } from './claim-due-deliveries';
import { ENQUEUE_BATCH, enqueueWebhookEvents } from './enqueue-webhook-events';
import { postWebhook } from './post-webhook';
import { attemptSucceeded, recordAttempt, type PauseReason } from './record-attempt';
import { webhookEndpoints } from './schema';
import { signingSecrets, webhookHeaders } from './webhook-signature';

export interface DeliverOptions {
  /** The clock; tests move it to run retries, give-ups and pauses days later. */
  now?: () => Date;
  timeoutMs?: number;
  connectTimeoutMs?: number;
  firstByteTimeoutMs?: number;
  /** Senders working at once in this process. */
  concurrency?: number;
  /** Deliveries of one endpoint in flight at once, across all workers. */
  perEndpoint?: number;
}

export interface WebhookPool {
  /**
   * Turns new events into deliveries and claims as many due ones as there are free senders (fairly, see
   * claim-due-deliveries), starting them without waiting. `settled` resolves when this round's attempts are
   * recorded; `more` says another round is due now.
   */
  round(): Promise<{ enqueued: number; attempted: number; more: boolean; settled: Promise<void> }>;
  /** Resolves when no attempt is in flight. */
  idle(): Promise<void>;
}

/**
 * The webhook senders of one worker: a pool of `concurrency` (32) senders kept busy across rounds, so a slow
 * receiver holds only its own senders (at most `perEndpoint`, 8) while everyone else's deliveries keep going.
 * `onSettled` runs when a round's attempts are all recorded, so the job loop claims again at once.
 */
export function createWebhookPool(
  deps: Deps,
  opts: DeliverOptions = {},
  onSettled: () => void = () => undefined,
): WebhookPool {
  const clock = opts.now ?? (() => new Date());
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const concurrency = opts.concurrency ?? 32;
  const perEndpoint = opts.perEndpoint ?? 8;
  const inFlight = new Set<Promise<void>>();

  async function send(
    delivery: ClaimedDelivery,
    endpoint: typeof webhookEndpoints.$inferSelect | undefined,
  ): Promise<void> {
    try {
      const attemptedAt = clock();
      const secrets = endpoint ? signingSecrets(endpoint, attemptedAt) : [];
      const result = await postWebhook(
        delivery.url,
        delivery.body,
        webhookHeaders(secrets, delivery.body, delivery.event_id, attemptedAt),
        {
          allowPrivate: deps.config.webhooks.allowPrivate,
          allowInsecure: deps.config.allowInsecureWebhooks,
          timeoutMs,
          connectTimeoutMs: opts.connectTimeoutMs,
          firstByteTimeoutMs: opts.firstByteTimeoutMs,
        },
      );
      deps.metrics.webhookAttempt(
        attemptSucceeded(result) ? 'succeeded' : 'failed',
        (clock().getTime() - new Date(delivery.event_created_at).getTime()) / 1000,
      );
      const { pausedEndpoint } = await recordAttempt(deps.db, {
        deliveryId: delivery.id,
        endpointId: delivery.endpoint_id,
        url: delivery.url,
        result,
        attemptedAt,
        now: clock(),
      });
      if (pausedEndpoint) await emailPaused(deps, delivery.account_id, pausedEndpoint);
    } catch (err) {
      // The others still get recorded; this one is attempted again when its lease ends.
      deps.log.error({ err, deliveryId: delivery.id }, 'could not record a webhook attempt');
    }
  }

  return {
    async round() {
      const enqueued = await enqueueWebhookEvents(deps.db, clock());
      const free = concurrency - inFlight.size;
      const claimed = await claimDueDeliveries(deps.db, {
        now: clock(),
        leaseMs: timeoutMs + 30_000,
        limit: free,
        perEndpoint,
      });
      const more = enqueued === ENQUEUE_BATCH || (free > 0 && claimed.length === free);
      if (claimed.length === 0) return { enqueued, attempted: 0, more, settled: Promise.resolve() };
      const endpointIds = [...new Set(claimed.map((d) => d.endpoint_id))];
      const endpoints = new Map(
        (await deps.db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds))).map((e) => [
          e.id,
          e,
        ]),
      );
      const started = claimed.map((delivery) => {
        const attempt = send(delivery, endpoints.get(delivery.endpoint_id)).finally(() => inFlight.delete(attempt));
        inFlight.add(attempt);
        return attempt;
      });
      // One wake-up per finished batch, not per attempt: a round costs queries, and PGlite runs them one at a time.
      const settled = Promise.all(started).then(() => onSettled());
      return { enqueued, attempted: claimed.length, more, settled };
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

/** One round whose attempts are all recorded before it returns (tests, the bench, a one-off run). */
export async function deliverDueWebhooks(
  deps: Deps,
  opts: DeliverOptions = {},
): Promise<{ enqueued: number; attempted: number; more: boolean }> {
  const { settled, ...round } = await createWebhookPool(deps, opts).round();
  await settled;
  return round;
}

async function emailPaused(deps: Deps, accountId: string, reason: PauseReason) {
  const user = await accountOwner(deps.db, accountId);
  if (!user) return;
  const link = `${deps.config.appUrl}/settings?tab=webhooks`;
  try {
    await deps.mailer.send(
      reason === 'gone' ? webhooksGoneEmail(user.email, link) : webhooksPausedEmail(user.email, link),
    );
  } catch (err) {
    deps.log.error({ err, accountId }, 'could not send the webhooks-paused email');
  }
}
