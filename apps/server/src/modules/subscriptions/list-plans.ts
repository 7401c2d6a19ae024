import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Plan } from '@paylink/shared';
import type { Deps } from '../../deps';
import { activeSubscriberCounts } from './active-subscriber-counts';
import { toPlanDto } from './plan-dto';
import { recurringPlans } from './schema';

/** A merchant's plans on sale, newest first, with their active subscribers. */
export async function listPlans(deps: Pick<Deps, 'db' | 'config'>, accountId: string): Promise<Plan[]> {
  const rows = await deps.db
    .select()
    .from(recurringPlans)
    .where(and(eq(recurringPlans.accountId, accountId), isNull(recurringPlans.deletedAt)))
    .orderBy(desc(recurringPlans.createdAt), desc(recurringPlans.id));
  const counts = await activeSubscriberCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPlanDto(deps.config, r, counts.get(r.id) ?? 0));
}
