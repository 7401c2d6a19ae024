import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { WEBHOOK_RETRY_WINDOW_MS } from '@paylink/shared';
import type { Db } from '../../db/client';
import { payments } from '../payments/schema';
import { AppError } from '../../lib/app-error';
import { webhookDeliveries, webhookEndpoints } from './schema';
import { toDeliveryDto } from './webhook-dtos';

/**
 * Puts deliveries back in the queue, due now with a fresh retry window, with the same body and event_id.
 * The URL is resolved again (the link's, else the merchant's current default), so a fixed endpoint gets them.
 */
async function requeue(db: Db, userId: string, ids: string[], now: Date) {
  if (ids.length === 0) return [];
  const url = sql`coalesce((select ${payments.webhookUrl} from ${payments} where ${payments.id} = ${webhookDeliveries.paymentId}),
                           (select ${webhookEndpoints.url} from ${webhookEndpoints} where ${webhookEndpoints.userId} = ${userId}))`;
  return db
    .update(webhookDeliveries)
    .set({
      url,
      status: sql`case when ${url} is null then 'no_endpoint' else 'pending' end`,
      nextAttemptAt: now,
      retryUntil: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS),
      updatedAt: now,
    })
    .where(and(eq(webhookDeliveries.userId, userId), inArray(webhookDeliveries.id, ids)))
    .returning();
}

/** "Resend": one delivery of the merchant's, whatever its state. 404 for another merchant's delivery. */
export async function resendWebhookDelivery(db: Db, userId: string, deliveryId: string, now = new Date()) {
  const [row] = await db
    .select({ id: webhookDeliveries.id, paymentWebhookUrl: payments.webhookUrl, defaultUrl: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(payments, eq(payments.id, webhookDeliveries.paymentId))
    .leftJoin(webhookEndpoints, eq(webhookEndpoints.userId, webhookDeliveries.userId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Delivery not found', 404);
  if (!row.paymentWebhookUrl && !row.defaultUrl) throw new AppError('BAD_REQUEST', 'Set a webhook URL in Settings → Webhooks first', 400);
  const [updated] = await requeue(db, userId, [row.id], now);
  return toDeliveryDto(updated!);
}

/** "Replay all failed since …": every failed delivery of events since that time goes out again. */
export async function replayFailedWebhooks(db: Db, userId: string, since: Date, now = new Date()) {
  const failed = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.userId, userId), eq(webhookDeliveries.status, 'failed'), gte(webhookDeliveries.eventCreatedAt, since)));
  const requeued = await requeue(db, userId, failed.map((f) => f.id), now);
  return { requeued: requeued.length };
}
