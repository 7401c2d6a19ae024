import { eq } from 'drizzle-orm';
import { WEBHOOK_RETRY_WINDOW_MS } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { PostWebhookResult } from './post-webhook';
import { retryDelayMs } from './retry-delay';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema';

/**
 * Stores one attempt and moves its delivery on, in one transaction: succeeded on a 2xx; else retried with
 * backoff until its retry window ends, then failed. Tracks the endpoint's unbroken run of failures: any success
 * clears it; 3 days of nothing but failures pauses the endpoint. Returns true when this attempt paused it.
 */
export async function recordAttempt(
  db: Db,
  input: { deliveryId: string; userId: string; url: string; result: PostWebhookResult; attemptedAt: Date; now: Date },
): Promise<{ pausedEndpoint: boolean }> {
  const { result, now } = input;
  const ok = attemptSucceeded(result);
  return db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: input.deliveryId,
      attemptedAt: input.attemptedAt,
      url: input.url,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
      responseBody: result.responseBody,
    });
    const [delivery] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, input.deliveryId)).for('update');
    // Already settled (an attempt outlived its lease and another one finished first): keep the log, change nothing.
    if (!delivery || delivery.status !== 'pending') return { pausedEndpoint: false };
    const attempts = delivery.attempts + 1;
    const last = { attempts, lastAttemptAt: input.attemptedAt, lastStatusCode: result.statusCode, lastError: result.error, updatedAt: now };

    if (ok) {
      await tx.update(webhookDeliveries).set({ ...last, status: 'succeeded', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.userId, input.userId));
      return { pausedEndpoint: false };
    }

    const retryUntil = delivery.retryUntil ?? new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS);
    const giveUp = now >= retryUntil;
    const next = new Date(Math.min(now.getTime() + retryDelayMs(attempts), retryUntil.getTime()));
    await tx
      .update(webhookDeliveries)
      .set({ ...last, status: giveUp ? 'failed' : 'pending', nextAttemptAt: giveUp ? null : next })
      .where(eq(webhookDeliveries.id, delivery.id));

    const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, input.userId)).for('update');
    if (!endpoint) return { pausedEndpoint: false };
    const failingSince = endpoint.failingSince ?? input.attemptedAt;
    const pause = !endpoint.pausedAt && now.getTime() - failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
    await tx
      .update(webhookEndpoints)
      .set({ failingSince, pausedAt: pause ? now : endpoint.pausedAt, updatedAt: now })
      .where(eq(webhookEndpoints.userId, input.userId));
    return { pausedEndpoint: pause };
  });
}

/** A 2xx answer without a transport error. */
export function attemptSucceeded(result: PostWebhookResult): boolean {
  return result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300 && result.error === null;
}
