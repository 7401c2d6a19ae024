import { and, eq, gte, inArray } from 'drizzle-orm';
import { WEBHOOK_RETRY_WINDOW_MS } from '@paylink/shared';
import type { Db } from '../../db/client';
import { linkWebhookUrls } from '../payments/links/link-webhook-urls';
import { AppError } from '../../lib/app-error';
import { webhookDeliveries, webhookEndpoints } from './schema';
import { toDeliveryDto } from './webhook-dtos';

/**
 * Puts deliveries back in the queue, due now with a fresh retry window, with the same body and event_id.
 * The URL is resolved again (the endpoint's current one; for the primary endpoint a link's own first), so a fixed
 * endpoint gets them.
 */
async function requeue(db: Db, accountId: string, ids: string[], now: Date) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      paymentId: webhookDeliveries.paymentId,
      isPrimary: webhookEndpoints.isPrimary,
      endpointUrl: webhookEndpoints.url,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.accountId, accountId), inArray(webhookDeliveries.id, ids)));
  const linkUrls = await linkWebhookUrls(db, [...new Set(rows.flatMap((r) => (r.paymentId ? [r.paymentId] : [])))]);
  // One UPDATE per distinct URL (a link's own, an endpoint's, or none).
  const byUrl = new Map<string | null, string[]>();
  for (const row of rows) {
    const url = (row.isPrimary && row.paymentId ? linkUrls.get(row.paymentId) : undefined) ?? row.endpointUrl ?? null;
    byUrl.set(url, [...(byUrl.get(url) ?? []), row.id]);
  }
  const updated = [];
  for (const [url, group] of byUrl) {
    updated.push(
      ...(await db
        .update(webhookDeliveries)
        .set({
          url,
          status: url === null ? 'no_endpoint' : 'pending',
          nextAttemptAt: now,
          retryUntil: new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS),
          updatedAt: now,
        })
        .where(and(eq(webhookDeliveries.accountId, accountId), inArray(webhookDeliveries.id, group)))
        .returning()),
    );
  }
  return updated;
}

/** "Resend": one delivery of the merchant's, whatever its state. 404 for another merchant's delivery. */
export async function resendWebhookDelivery(db: Db, accountId: string, deliveryId: string, now = new Date()) {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      paymentId: webhookDeliveries.paymentId,
      isPrimary: webhookEndpoints.isPrimary,
      endpointUrl: webhookEndpoints.url,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND', 'Delivery not found', 404);
  const linkUrl =
    row.isPrimary && row.paymentId ? (await linkWebhookUrls(db, [row.paymentId])).get(row.paymentId) : undefined;
  if (!linkUrl && !row.endpointUrl)
    throw new AppError('BAD_REQUEST', 'Set a webhook URL in Settings → Webhooks first', 400);
  const [updated] = await requeue(db, accountId, [row.id], now);
  return toDeliveryDto(updated!);
}

/** "Replay all failed since …": every failed delivery of events since that time goes out again. */
export async function replayFailedWebhooks(db: Db, accountId: string, since: Date, now = new Date()) {
  const failed = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.accountId, accountId),
        eq(webhookDeliveries.status, 'failed'),
        gte(webhookDeliveries.eventCreatedAt, since),
      ),
    );
  const requeued = await requeue(
    db,
    accountId,
    failed.map((f) => f.id),
    now,
  );
  return { requeued: requeued.length };
}
