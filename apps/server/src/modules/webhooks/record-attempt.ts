import { eq } from 'drizzle-orm';
import { WEBHOOK_RETRY_WINDOW_MS } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { PostWebhookResult } from './post-webhook';
import { retryDelayMs } from './retry-delay';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema';

/** Failures in a row after which an endpoint's breaker opens: its other deliveries are not claimed for a while. */
export const BREAKER_THRESHOLD = 5;
const BREAKER_BASE_MS = 30_000;
const BREAKER_MAX_MS = 10 * 60 * 1000;

/** How long the breaker stays open after `failures` in a row: 30 s, doubling per further failure, at most 10 minutes. */
export function breakerOpenMs(failures: number): number {
  return Math.min(BREAKER_BASE_MS * 2 ** Math.max(0, failures - BREAKER_THRESHOLD), BREAKER_MAX_MS);
}

export type PauseReason = 'failing' | 'gone';

/**
 * Stores one attempt and moves its delivery on, in one transaction: succeeded on a 2xx; else retried with
 * backoff until its retry window ends, then failed. Tracks the endpoint's unbroken run of failures: any success
 * clears it; BREAKER_THRESHOLD failures in a row open its breaker (this endpoint only backs off); 3 days of
 * nothing but failures pauses it. A 410 Gone means the receiver is gone for good: the delivery fails and the
 * endpoint is paused at once. Returns why this attempt paused the endpoint, if it did.
 */
export async function recordAttempt(
  db: Db,
  input: {
    deliveryId: string;
    endpointId: string;
    url: string;
    result: PostWebhookResult;
    attemptedAt: Date;
    now: Date;
  },
): Promise<{ pausedEndpoint: PauseReason | null }> {
  const { result, now } = input;
  const ok = attemptSucceeded(result);
  const gone = result.statusCode === 410;
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
    const [delivery] = await tx
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, input.deliveryId))
      .for('update');
    // Already settled (an attempt outlived its lease and another one finished first): keep the log, change nothing.
    if (!delivery || delivery.status !== 'pending') return { pausedEndpoint: null };
    const attempts = delivery.attempts + 1;
    const last = {
      attempts,
      lastAttemptAt: input.attemptedAt,
      lastStatusCode: result.statusCode,
      lastError: result.error,
      inFlightUntil: null,
      updatedAt: now,
    };

    if (ok) {
      await tx
        .update(webhookDeliveries)
        .set({ ...last, status: 'succeeded', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null, consecutiveFailures: 0, breakerUntil: null })
        .where(eq(webhookEndpoints.id, input.endpointId));
      return { pausedEndpoint: null };
    }

    const retryUntil = delivery.retryUntil ?? new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS);
    const giveUp = gone || now >= retryUntil;
    const next = new Date(Math.min(now.getTime() + retryDelayMs(attempts), retryUntil.getTime()));
    await tx
      .update(webhookDeliveries)
      .set({ ...last, status: giveUp ? 'failed' : 'pending', nextAttemptAt: giveUp ? null : next })
      .where(eq(webhookDeliveries.id, delivery.id));

    const [endpoint] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, input.endpointId))
      .for('update');
    if (!endpoint) return { pausedEndpoint: null };
    const failingSince = endpoint.failingSince ?? input.attemptedAt;
    const failures = endpoint.consecutiveFailures + 1;
    const breakerUntil =
      failures >= BREAKER_THRESHOLD ? new Date(now.getTime() + breakerOpenMs(failures)) : endpoint.breakerUntil;
    const pause: PauseReason | null = endpoint.pausedAt
      ? null
      : gone
        ? 'gone'
        : now.getTime() - failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS
          ? 'failing'
          : null;
    await tx
      .update(webhookEndpoints)
      .set({
        failingSince,
        consecutiveFailures: failures,
        breakerUntil,
        ...(pause && { pausedAt: now, pausedReason: pause }),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, input.endpointId));
    return { pausedEndpoint: pause };
  });
}

/** A 2xx answer without a transport error. */
export function attemptSucceeded(result: PostWebhookResult): boolean {
  return result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300 && result.error === null;
}
