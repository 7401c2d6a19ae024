import { asc } from 'drizzle-orm';
import type { SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import { subscriptionPlans } from './schema';
import { toPlanDto } from './billing-dto';

/** Every plan, active or not, in display order. */
export async function listPlans(db: Db): Promise<SubscriptionPlan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.name));
  return rows.map(toPlanDto);
}
