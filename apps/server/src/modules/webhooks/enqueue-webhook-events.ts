import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { queryRows } from '../../lib/query-rows';
import { newWebhookSecret } from './webhook-endpoint';
import { webhookDeliveries, webhookEndpoints } from './schema';
import { WEBHOOK_RETRY_WINDOW_MS, type PaymentWebhookEvent } from '@paylink/shared';
import { merchantLinks } from '../payments/merchant-links';
import { payments } from '../payments/schema';

/** Events committed up to this long after a newer one are still picked up (transactions commit out of order). */
const COMMIT_SKEW_MS = 10 * 60 * 1000;
export const ENQUEUE_BATCH = 500;

interface NewEvent {
  id: string;
  type: PaymentWebhookEvent['type'];
  payment_id: string;
  user_id: string;
  data: Record<string, unknown> | string;
  created_at: Date | string;
  email: string;
  url: string | null;
}

/**
 * payment_events is the transactional outbox: the payments code writes each event in the status change's
 * transaction. This turns events that have no delivery yet into one delivery each (any event type), with the
 * body frozen so event_id and content stay the same across retries. Safe to run from several workers at once.
 * Events older than the 3-day retry window are never picked up, so deploying webhooks on an existing database
 * (or a worker that was down for days) does not flood receivers with stale events.
 * Returns how many deliveries it created.
 */
export async function enqueueWebhookEvents(db: Db, now: Date): Promise<number> {
  const events = await queryRows<NewEvent>(db, sql`
    select e.id, e.type, e.payment_id, e.user_id, e.data, e.created_at, u.email,
           coalesce(${payments.webhookUrl}, ep.url) as url
    from payment_events e
    join ${payments} on ${payments.id} = e.payment_id and ${merchantLinks()}
    join users u on u.id = e.user_id
    left join webhook_endpoints ep on ep.user_id = e.user_id
    where e.created_at >= greatest(
            (select max(d.event_created_at) from webhook_deliveries d) - make_interval(secs => ${COMMIT_SKEW_MS / 1000}),
            now() - make_interval(secs => ${WEBHOOK_RETRY_WINDOW_MS / 1000}))
      and not exists (select 1 from webhook_deliveries d where d.event_id = e.id)
    order by e.created_at, e.id
    limit ${ENQUEUE_BATCH}`);
  if (events.length === 0) return 0;

  const userIds = [...new Set(events.map((e) => e.user_id))];
  await db
    .insert(webhookEndpoints)
    .values(userIds.map((userId) => ({ userId, secret: newWebhookSecret() })))
    .onConflictDoNothing();

  const inserted = await db
    .insert(webhookDeliveries)
    .values(
      events.map((e) => {
        const createdAt = new Date(e.created_at);
        const data = typeof e.data === 'string' ? (JSON.parse(e.data) as Record<string, unknown>) : e.data;
        // The event's data as the payments code froze it (payment, and the transfer for transfer events), plus the merchant.
        const event = {
          event_type: e.type,
          type: e.type,
          event_id: e.id,
          created_at: createdAt.toISOString(),
          data: { ...data, user: { id: e.user_id, email: e.email } },
        } as PaymentWebhookEvent;
        const body = JSON.stringify(event);
        return {
          id: newId('whd'),
          eventId: e.id,
          eventType: e.type,
          eventCreatedAt: createdAt,
          userId: e.user_id,
          paymentId: e.payment_id,
          url: e.url,
          body,
          status: e.url ? ('pending' as const) : ('no_endpoint' as const),
          nextAttemptAt: e.url ? now : null,
          retryUntil: e.url ? new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS) : null,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.length;
}
