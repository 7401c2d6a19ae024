import { and, asc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchantLinks } from '../links/merchant-links';
import { paymentEvents, payments } from '../schema';

/** One event of the outbox as a subscriber reads it: the payments code froze `data` when it wrote the event. */
export interface OutboxEvent {
  id: string;
  type: string;
  paymentId: string;
  accountId: string;
  data: unknown;
  createdAt: Date;
  /** The link's own webhook URL, if it has one. */
  webhookUrl: string | null;
  /** The link's label (a subscription's link carries its plan's name). */
  label: string;
}

/**
 * payment_events is the transactional outbox: each event is written in its status change's transaction. This reads
 * the link events of existing merchants created since `since`, oldest first, skipping those `unless` rules out (the reader's
 * own bookkeeping of what it already handled, evaluated in the same query so a batch never fills with done work),
 * only of the given `types` when set.
 */
export function paymentEventsSince(
  db: Db,
  opts: {
    since: SQL | Date;
    unless: (eventId: typeof paymentEvents.id) => SQL;
    limit: number;
    types?: readonly string[];
  },
): Promise<OutboxEvent[]> {
  return db
    .select({
      id: paymentEvents.id,
      type: paymentEvents.type,
      paymentId: paymentEvents.paymentId,
      // Not null: the where clause leaves out events whose merchant was deleted.
      accountId: sql<string>`${paymentEvents.accountId}`,
      data: paymentEvents.data,
      createdAt: paymentEvents.createdAt,
      webhookUrl: payments.webhookUrl,
      label: payments.label,
    })
    .from(paymentEvents)
    .innerJoin(payments, and(eq(payments.id, paymentEvents.paymentId), merchantLinks()))
    .where(
      and(
        gte(paymentEvents.createdAt, opts.since),
        isNotNull(paymentEvents.accountId),
        opts.types ? inArray(paymentEvents.type, [...opts.types]) : undefined,
        opts.unless(paymentEvents.id),
      ),
    )
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id))
    .limit(opts.limit);
}
