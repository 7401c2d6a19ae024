import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/query-rows';

export interface ClaimedDelivery {
  id: string;
  event_id: string;
  user_id: string;
  url: string;
  body: string;
  /** When the event happened (delivery latency is measured from it). */
  event_created_at: Date | string;
}

/**
 * Claims up to `limit` due deliveries for one attempt each: rows are locked with FOR UPDATE SKIP LOCKED and
 * their next attempt moved to the end of a lease in the same statement, so no other worker can pick them until
 * this attempt is recorded (or the lease runs out after a crash: at-least-once). A delivery waits while an
 * earlier event of the same link is still pending, so one link's events go out in the order they happened,
 * and while the merchant's endpoint is paused.
 */
export async function claimDueDeliveries(db: Db, input: { now: Date; leaseMs: number; limit: number }): Promise<ClaimedDelivery[]> {
  const leaseEnd = new Date(input.now.getTime() + input.leaseMs);
  return queryRows<ClaimedDelivery>(db, sql`
    with due as (
      select d.id from webhook_deliveries d
      where d.status = 'pending' and d.next_attempt_at <= ${input.now}
        and not exists (
          select 1 from webhook_endpoints ep where ep.user_id = d.user_id and ep.paused_at is not null)
        and not exists (
          select 1 from webhook_deliveries earlier
          where earlier.payment_id = d.payment_id and earlier.status = 'pending'
            and (earlier.event_created_at, earlier.event_id) < (d.event_created_at, d.event_id))
      order by d.next_attempt_at
      limit ${input.limit}
      for update of d skip locked
    )
    update webhook_deliveries d set next_attempt_at = ${leaseEnd}, updated_at = ${input.now}
    from due where d.id = due.id and d.status = 'pending' and d.next_attempt_at <= ${input.now}
    returning d.id, d.event_id, d.user_id, d.url, d.body, d.event_created_at`);
}
