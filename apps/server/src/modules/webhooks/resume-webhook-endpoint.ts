import { and, eq } from 'drizzle-orm';
import { WEBHOOK_RETRY_WINDOW_MS } from '@paylink/shared';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from './schema';
import { accountEndpoint } from './webhook-endpoint';
import { toEndpointDto } from './webhook-dtos';

/**
 * Un-pauses one endpoint, the primary one by default (and closes its breaker), and makes everything still pending due now, with a fresh 3-day
 * retry window. Re-arming many at once cannot starve others: claims are round-robin across endpoints with a cap
 * per endpoint (claim-due-deliveries).
 */
export async function resumeWebhookEndpoint(db: Db, accountId: string, endpointId?: string, now = new Date()) {
  const endpoint = await accountEndpoint(db, accountId, endpointId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        pausedAt: null,
        pausedReason: null,
        failingSince: null,
        consecutiveFailures: 0,
        breakerUntil: null,
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning();
    const requeued = await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now, retryUntil: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS), updatedAt: now })
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')))
      .returning({ id: webhookDeliveries.id });
    return { endpoint: toEndpointDto(row!, now, { revealSecret: true }), requeued: requeued.length };
  });
}
