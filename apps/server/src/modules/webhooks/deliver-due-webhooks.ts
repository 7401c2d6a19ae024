import { eq, inArray } from 'drizzle-orm';
import { WEBHOOK_TIMEOUT_MS } from '@paylink/shared';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { webhooksPausedEmail } from '../email/templates';
import { claimDueDeliveries } from './claim-due-deliveries';
import { ENQUEUE_BATCH, enqueueWebhookEvents } from './enqueue-webhook-events';
import { postWebhook } from './post-webhook';
import { attemptSucceeded, recordAttempt } from './record-attempt';
import { webhookEndpoints } from './schema';
import { signingSecrets, webhookHeaders } from './webhook-signature';

export interface DeliverOptions {
  /** The clock; tests move it to run retries, give-ups and pauses days later. */
  now?: () => Date;
  timeoutMs?: number;
  batchSize?: number;
}

/**
 * One round of the webhook worker: new events become deliveries, then due deliveries are claimed and sent
 * (in parallel), and each attempt is recorded. `more` says a full batch was handled, so another round is due now.
 */
export async function deliverDueWebhooks(deps: Deps, opts: DeliverOptions = {}): Promise<{ enqueued: number; attempted: number; more: boolean }> {
  const clock = opts.now ?? (() => new Date());
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const enqueued = await enqueueWebhookEvents(deps.db, clock());
  const limit = opts.batchSize ?? 50;
  const claimed = await claimDueDeliveries(deps.db, { now: clock(), leaseMs: timeoutMs + 30_000, limit });
  const more = enqueued === ENQUEUE_BATCH || claimed.length === limit;
  if (claimed.length === 0) return { enqueued, attempted: 0, more };

  const userIds = [...new Set(claimed.map((d) => d.user_id))];
  const endpoints = new Map(
    (await deps.db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.userId, userIds))).map((e) => [e.userId, e]),
  );
  await Promise.all(
    claimed.map(async (delivery) => {
      const endpoint = endpoints.get(delivery.user_id)!;
      const attemptedAt = clock();
      const headers = webhookHeaders(signingSecrets(endpoint, attemptedAt), delivery.body, delivery.event_id, attemptedAt);
      const result = await postWebhook(delivery.url, delivery.body, headers, {
        allowPrivate: deps.config.webhooks.allowPrivate,
        allowInsecure: deps.config.allowInsecureWebhooks,
        timeoutMs,
      });
      deps.metrics.webhookAttempt(attemptSucceeded(result) ? 'succeeded' : 'failed', (clock().getTime() - new Date(delivery.event_created_at).getTime()) / 1000);
      try {
        const { pausedEndpoint } = await recordAttempt(deps.db, { deliveryId: delivery.id, userId: delivery.user_id, url: delivery.url, result, attemptedAt, now: clock() });
        if (pausedEndpoint) await emailPaused(deps, delivery.user_id);
      } catch (err) {
        // The others in the batch still get recorded; this one is attempted again when its lease ends.
        deps.log.error({ err, deliveryId: delivery.id }, 'could not record a webhook attempt');
      }
    }),
  );
  return { enqueued, attempted: claimed.length, more };
}

async function emailPaused(deps: Deps, userId: string) {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  try {
    await deps.mailer.send(webhooksPausedEmail(user.email, `${deps.config.appUrl}/settings?tab=webhooks`));
  } catch (err) {
    deps.log.error({ err, userId }, 'could not send the webhooks-paused email');
  }
}
