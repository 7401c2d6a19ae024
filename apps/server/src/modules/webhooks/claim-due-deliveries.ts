import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/query-rows';

export interface ClaimedDelivery {
  id: string;
  event_id: string;
  account_id: string;
  endpoint_id: string;
  url: string;
  body: string;
  /** When the event happened (delivery latency is measured from it). */
  event_created_at: Date | string;
}

/**
 * Claims up to `limit` due deliveries for one attempt each, fairly: round-robin across endpoints (each endpoint's
 * oldest due delivery first, then every endpoint's second, ...), and never more than `perEndpoint` in flight for
 * one endpoint, counting those other workers hold. So 200 deliveries waiting on a hanging receiver take at most
 * `perEndpoint` senders, and another merchant's delivery is claimed in the same round.
 *
 * A claimed row's next attempt moves to the end of its lease (and in_flight_until with it) in the UPDATE, whose
 * WHERE is re-checked under the row lock: two workers picking the same row cannot both claim it, and a worker
 * that dies leaves the row to be attempted again after the lease (at-least-once). A delivery waits while an
 * earlier event of the same link (or payout) is still pending for the same endpoint (order per link and endpoint), while its endpoint is paused, and while its
 * endpoint's breaker is open.
 */
export async function claimDueDeliveries(
  db: Db,
  input: { now: Date; leaseMs: number; limit: number; perEndpoint: number },
): Promise<ClaimedDelivery[]> {
  if (input.limit <= 0) return [];
  const leaseEnd = new Date(input.now.getTime() + input.leaseMs);
  return queryRows<ClaimedDelivery>(
    db,
    sql`
    with endpoints as (
      select distinct d.endpoint_id from webhook_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= ${input.now}
        and not exists (
          select 1 from webhook_endpoints ep where ep.id = d.endpoint_id
            and (ep.paused_at is not null or ep.breaker_until > ${input.now}))
    ),
    open_slots as (
      select e.endpoint_id, ${input.perEndpoint} - (
        select count(*)::int from webhook_deliveries f
        where f.endpoint_id = e.endpoint_id and f.status = 'pending' and f.in_flight_until > ${input.now}) as slots
      from endpoints e
    ),
    ranked as (
      select c.id, c.next_attempt_at, c.turn from open_slots o
      cross join lateral (
        select d.id, d.next_attempt_at, row_number() over (order by d.next_attempt_at, d.id) as turn
        from webhook_deliveries d
        where d.endpoint_id = o.endpoint_id and d.status = 'pending' and d.next_attempt_at <= ${input.now}
          and not exists (
            select 1 from webhook_deliveries earlier
            where (earlier.payment_id = d.payment_id or earlier.payout_id = d.payout_id)
              and earlier.endpoint_id = d.endpoint_id and earlier.status = 'pending'
              and (earlier.event_created_at, earlier.event_id) < (d.event_created_at, d.event_id))
        order by d.next_attempt_at, d.id
        limit greatest(o.slots, 0)
      ) c
    ),
    picked as (
      select id from ranked order by turn, next_attempt_at, id limit ${input.limit}
    )
    update webhook_deliveries d set next_attempt_at = ${leaseEnd}, in_flight_until = ${leaseEnd}, updated_at = ${input.now}
    from picked where d.id = picked.id and d.status = 'pending' and d.next_attempt_at <= ${input.now}
    returning d.id, d.event_id, d.account_id, d.endpoint_id, d.url, d.body, d.event_created_at`,
  );
}
