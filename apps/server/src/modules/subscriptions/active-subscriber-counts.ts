import { and, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from './schema';

/** Subscribers in good standing or in their grace days (ACTIVE, PAST_DUE), per plan. */
export async function activeSubscriberCounts(db: Db, planIds: string[]): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: subscriptions.planId, n: count() })
    .from(subscriptions)
    .where(and(inArray(subscriptions.planId, planIds), inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE'])))
    .groupBy(subscriptions.planId);
  return new Map(rows.map((r) => [r.planId, r.n]));
}
