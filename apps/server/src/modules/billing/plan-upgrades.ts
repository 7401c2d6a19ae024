import { and, asc, eq, gt } from 'drizzle-orm';
import type { SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { PlanAllowanceRow } from '../credits/plan-allowance';
import { toPlanDto } from './billing-dto';
import { subscriptionPlans } from './schema';

/**
 * The monthly plans a plan holder may switch to now: those with more credits than the current plan, offered
 * only when the current plan does not renew by card (paid in USDC). Buying one replaces the current allowance;
 * a renewing card subscription would keep billing beside it, so its holder cancels first.
 */
export async function planUpgrades(db: Db, allowance: PlanAllowanceRow | undefined): Promise<SubscriptionPlan[]> {
  if (!allowance || allowance.stripeSubscriptionId) return [];
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.isActive, true), eq(subscriptionPlans.isMonthly, true), gt(subscriptionPlans.credits, allowance.monthlyCredits)))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.name));
  return rows.map(toPlanDto);
}
