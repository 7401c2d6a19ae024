import { inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { newWebhookSecret } from './webhook-endpoint';
import { webhookDeliveries, webhookEndpoints } from './schema';
import { WEBHOOK_RETRY_WINDOW_MS, type WebhookEvent } from '@paylink/shared';
import { userEmails } from '../accounts/user-emails';
import { paymentEventsSince } from '../payments/lifecycle/payment-events-since';
import { payoutEventsSince } from '../payouts/payout-events';

/** Events committed up to this long after a newer one are still picked up (transactions commit out of order). */
const COMMIT_SKEW_MS = 10 * 60 * 1000;
export const ENQUEUE_BATCH = 500;

/**
 * The oldest ENQUEUE_BATCH events of both outboxes (payments' and payouts') not yet delivered: each outbox gives its
 * own oldest, and the merge keeps the oldest of all, so the next round's start (the newest delivery less the skew)
 * never passes an event of either outbox.
 */
async function undeliveredEvents(db: Db) {
  const read = {
    since: sql`greatest((select max(${webhookDeliveries.eventCreatedAt}) from ${webhookDeliveries}) - make_interval(secs => ${COMMIT_SKEW_MS / 1000}),
                        now() - make_interval(secs => ${WEBHOOK_RETRY_WINDOW_MS / 1000}))`,
    unless: (eventId: AnyColumn) =>
      sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.eventId} = ${eventId})`,
    limit: ENQUEUE_BATCH,
  };
  const [linkEvents, payoutEvents] = await Promise.all([paymentEventsSince(db, read), payoutEventsSince(db, read)]);
  return [
    ...linkEvents.map((e) => ({ ...e, payoutId: null })),
    ...payoutEvents.map((e) => ({ ...e, paymentId: null, webhookUrl: null })),
  ]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
    .slice(0, ENQUEUE_BATCH);
}

/**
 * Turns outbox events (payment_events, payout_events) that have no delivery yet into one delivery per endpoint whose
 * filter takes the event (the primary endpoint sends a link's events to the link's webhookUrl first, else its own
 * URL), with the body frozen so event_id and content stay the same across retries. Safe to run from several workers at once.
 * Events older than the 3-day retry window are never picked up, so deploying webhooks on an existing database
 * (or a worker that was down for days) does not flood receivers with stale events.
 * An event no endpoint takes still gets one `no_endpoint` row on the primary endpoint, so it is not read again.
 * Returns how many deliveries it created.
 */
export async function enqueueWebhookEvents(db: Db, now: Date): Promise<number> {
  const events = await undeliveredEvents(db);
  if (events.length === 0) return 0;

  const accountIds = [...new Set(events.map((e) => e.accountId))];
  await db
    .insert(webhookEndpoints)
    .values(accountIds.map((accountId) => ({ accountId, isPrimary: true, secret: newWebhookSecret() })))
    .onConflictDoNothing();
  const [emails, endpoints] = await Promise.all([
    userEmails(db, accountIds),
    db
      .select({
        id: webhookEndpoints.id,
        accountId: webhookEndpoints.accountId,
        isPrimary: webhookEndpoints.isPrimary,
        url: webhookEndpoints.url,
        events: webhookEndpoints.events,
      })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.accountId, accountIds)),
  ]);
  const byAccount = new Map<string, typeof endpoints>();
  for (const ep of endpoints) byAccount.set(ep.accountId, [...(byAccount.get(ep.accountId) ?? []), ep]);
  // An account deleted since the read gets nothing (its events lose their merchant and are not picked up again).
  const deliverable = events.filter((e) => emails.has(e.accountId));
  if (deliverable.length === 0) return 0;

  const inserted = await db
    .insert(webhookDeliveries)
    .values(
      deliverable.flatMap((e) => {
        const email = emails.get(e.accountId)!;
        const { createdAt } = e;
        const type = e.type as Exclude<WebhookEvent, { type: 'ping' }>['type'];
        const accountEndpoints = byAccount.get(e.accountId) ?? [];
        const targets = accountEndpoints
          .filter((ep) => ep.events === null || ep.events.includes(type))
          .map((ep) => ({ endpointId: ep.id, url: ep.isPrimary ? (e.webhookUrl ?? ep.url) : ep.url }));
        const primary = accountEndpoints.find((ep) => ep.isPrimary)!;
        // The event's data as its writer froze it (payment, and the transfer for transfer events; the subscription; the payout), plus the merchant.
        const event = {
          event_type: type,
          type,
          event_id: e.id,
          created_at: createdAt.toISOString(),
          data: { ...(e.data as Record<string, unknown>), user: { id: e.accountId, email } },
        } as WebhookEvent;
        const body = JSON.stringify(event);
        return (targets.length > 0 ? targets : [{ endpointId: primary.id, url: null }]).map(({ endpointId, url }) => ({
          id: newId('whd'),
          endpointId,
          eventId: e.id,
          eventType: type,
          eventCreatedAt: createdAt,
          accountId: e.accountId,
          paymentId: e.paymentId,
          payoutId: e.payoutId,
          url,
          body,
          status: url ? ('pending' as const) : ('no_endpoint' as const),
          nextAttemptAt: url ? now : null,
          retryUntil: url ? new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS) : null,
          createdAt: now,
          updatedAt: now,
        }));
      }),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.length;
}
