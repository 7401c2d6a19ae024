import { and, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planAllowances } from './schema';

/** The accounts whose plan allowance, paid without a Stripe subscription, ended before `now` unrenewed. */
export async function lapsedPlanHolders(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ accountId: planAllowances.accountId })
    .from(planAllowances)
    .where(and(lt(planAllowances.periodEnd, now), isNull(planAllowances.stripeSubscriptionId)));
  return rows.map((r) => r.accountId);
}
