import { and, asc, eq, gt } from 'drizzle-orm';
import type { SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { PlanAllowanceRow } from '../credits/plan-allowance';
import { toPlanDto } from './billing-dto';
import { subscriptionPlans } from './schema';

/**
 * The monthly plans a plan holder may move up to: those with more credits than the current plan. A plan paid in
 * USDC is replaced by buying one (checkout); a card subscription is changed in place (`upgradeCardPlan`).
 */
export async function planUpgrades(db: Db, allowance: PlanAllowanceRow | undefined): Promise<SubscriptionPlan[]> {
  if (!allowance) return [];
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.isActive, true),
        eq(subscriptionPlans.isMonthly, true),
        gt(subscriptionPlans.credits, allowance.monthlyCredits),
      ),
    )
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.name));
  return rows.map(toPlanDto);
}

/**
 * The plans a plan holder may BUY (checkout) although they hold a plan: the upgrades of a plan paid in USDC. A card
 * subscription is upgraded in place instead: a second subscription would keep billing beside the first.
 */
export async function purchasableUpgrades(
  db: Db,
  allowance: PlanAllowanceRow | undefined,
): Promise<SubscriptionPlan[]> {
  return allowance?.stripeSubscriptionId ? [] : planUpgrades(db, allowance);
}
