import { and, eq } from 'drizzle-orm';
import type { SubscriptionDetail } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { recurringPlans, subscriptions } from './schema';
import { subscriptionPayments } from './subscription-payments';
import { toSubscriptionDto } from './subscription-dto';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/** One of a merchant's subscriptions with its links (another merchant's is a 404 like a missing one). */
export async function getSubscription(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: string,
  id: string,
): Promise<SubscriptionDetail> {
  const [row] = await deps.db
    .select({ sub: subscriptions, planName: recurringPlans.name })
    .from(subscriptions)
    .innerJoin(recurringPlans, eq(recurringPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.id, id), eq(subscriptions.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND, 404);
  return { ...toSubscriptionDto(row.sub, row.planName), payments: await subscriptionPayments(deps, id) };
}
