import { and, count, eq, inArray } from 'drizzle-orm';
import { formatAmount, type PlanInterval, type SubscriptionSummary } from '@paylink/shared';
import type { Deps } from '../../deps';
import { planDecimals } from './plan-dto';
import { recurringPlans, subscriptions } from './schema';

/** Periods per month as a fraction [numerator, denominator] of one interval. */
const PER_MONTH: Record<PlanInterval, [bigint, bigint]> = {
  day: [365n, 12n],
  week: [52n, 12n],
  month: [1n, 1n],
  year: [1n, 12n],
};

/** Monthly recurring revenue of a price charged every `count` intervals, in the same base units (rounded down). */
export function monthlyAmount(amount: bigint, interval: PlanInterval, count: number): bigint {
  const [num, den] = PER_MONTH[interval];
  return (amount * num) / (den * BigInt(count));
}

/** A merchant's subscribers in good standing (and past due), and their monthly recurring revenue per currency. */
export async function subscriptionSummary(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: string,
): Promise<SubscriptionSummary> {
  const rows = await deps.db
    .select({ plan: recurringPlans, status: subscriptions.status, n: count() })
    .from(subscriptions)
    .innerJoin(recurringPlans, eq(recurringPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.accountId, accountId), inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE'])))
    .groupBy(recurringPlans.id, subscriptions.status);
  const mrr = new Map<string, { units: bigint; decimals: number }>();
  let active = 0;
  let pastDue = 0;
  for (const { plan, status, n } of rows) {
    if (status === 'PAST_DUE') {
      pastDue += n;
      continue;
    }
    active += n;
    const entry = mrr.get(plan.currency) ?? { units: 0n, decimals: planDecimals(deps.config, plan) };
    entry.units += monthlyAmount(plan.amount, plan.interval, plan.intervalCount) * BigInt(n);
    mrr.set(plan.currency, entry);
  }
  return {
    activeSubscribers: active,
    pastDueSubscribers: pastDue,
    mrr: [...mrr]
      .map(([currency, { units, decimals }]) => ({ currency, amount: formatAmount(units, decimals) }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
