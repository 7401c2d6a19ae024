import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { newWebhookSecret } from './webhook-endpoint';
import { webhookDeliveries, webhookEndpoints } from './schema';
import { WEBHOOK_RETRY_WINDOW_MS, type PaymentWebhookEvent, type SubscriptionWebhookEvent } from '@paylink/shared';
import { userEmails } from '../accounts/user-emails';
import { paymentEventsSince } from '../payments/lifecycle/payment-events-since';

/** Events committed up to this long after a newer one are still picked up (transactions commit out of order). */
const COMMIT_SKEW_MS = 10 * 60 * 1000;
export const ENQUEUE_BATCH = 500;

/**
 * Turns payments' outbox events (payment_events) that have no delivery yet into one delivery each (any event type),
 * with the body frozen so event_id and content stay the same across retries. Safe to run from several workers at once.
 * Events older than the 3-day retry window are never picked up, so deploying webhooks on an existing database
 * (or a worker that was down for days) does not flood receivers with stale events.
 * Returns how many deliveries it created.
 */
export async function enqueueWebhookEvents(db: Db, now: Date): Promise<number> {
  const events = await paymentEventsSince(db, {
    since: sql`greatest((select max(${webhookDeliveries.eventCreatedAt}) from ${webhookDeliveries}) - make_interval(secs => ${COMMIT_SKEW_MS / 1000}),
                        now() - make_interval(secs => ${WEBHOOK_RETRY_WINDOW_MS / 1000}))`,
    unless: (eventId) => sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.eventId} = ${eventId})`,
    limit: ENQUEUE_BATCH,
  });
  if (events.length === 0) return 0;

  const accountIds = [...new Set(events.map((e) => e.accountId))];
  await db
    .insert(webhookEndpoints)
    .values(accountIds.map((accountId) => ({ accountId, secret: newWebhookSecret() })))
    .onConflictDoNothing();
  const [emails, endpoints] = await Promise.all([
    userEmails(db, accountIds),
    db.select({ accountId: webhookEndpoints.accountId, url: webhookEndpoints.url }).from(webhookEndpoints).where(inArray(webhookEndpoints.accountId, accountIds)),
  ]);
  const defaultUrls = new Map(endpoints.map((ep) => [ep.accountId, ep.url]));
  // An account deleted since the read gets nothing (its events lose their merchant and are not picked up again).
  const deliverable = events.filter((e) => emails.has(e.accountId));
  if (deliverable.length === 0) return 0;

  const inserted = await db
    .insert(webhookDeliveries)
    .values(
      deliverable.map((e) => {
        const email = emails.get(e.accountId)!;
        const { createdAt } = e;
        const type = e.type as (PaymentWebhookEvent | SubscriptionWebhookEvent)['type'];
        const url = e.webhookUrl ?? defaultUrls.get(e.accountId) ?? null;
        // The event's data as its writer froze it (payment, and the transfer for transfer events; or the subscription), plus the merchant.
        const event = {
          event_type: type,
          type,
          event_id: e.id,
          created_at: createdAt.toISOString(),
          data: { ...(e.data as Record<string, unknown>), user: { id: e.accountId, email } },
        } as PaymentWebhookEvent | SubscriptionWebhookEvent;
        const body = JSON.stringify(event);
        return {
          id: newId('whd'),
          eventId: e.id,
          eventType: type,
          eventCreatedAt: createdAt,
          accountId: e.accountId,
          paymentId: e.paymentId,
          url,
          body,
          status: url ? ('pending' as const) : ('no_endpoint' as const),
          nextAttemptAt: url ? now : null,
          retryUntil: url ? new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS) : null,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.length;
}
