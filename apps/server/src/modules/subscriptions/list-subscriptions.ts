import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { listSubscriptionsQuerySchema, Subscription } from '@paylink/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recurringPlans, subscriptions } from './schema';
import { toSubscriptionDto } from './subscription-dto';

/** A merchant's subscribers, newest first, by status and plan, a page at a time. */
export async function listSubscriptions(
  db: Db,
  accountId: string,
  query: z.output<typeof listSubscriptionsQuerySchema>,
) {
  const filters: SQL[] = [eq(subscriptions.accountId, accountId)];
  if (query.status) filters.push(eq(subscriptions.status, query.status));
  if (query.planId) filters.push(eq(subscriptions.planId, query.planId));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ sub: subscriptions, planName: recurringPlans.name })
      .from(subscriptions)
      .innerJoin(recurringPlans, eq(recurringPlans.id, subscriptions.planId))
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(subscriptions).where(where),
  ]);
  const list: Subscription[] = rows.map((r) => toSubscriptionDto(r.sub, r.planName));
  return { subscriptions: list, pagination: { page: query.page, limit: query.limit, total: total?.n ?? 0 } };
}
