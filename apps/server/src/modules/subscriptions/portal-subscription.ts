import { eq } from 'drizzle-orm';
import type { PortalSubscription } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { cancelSubscription } from './cancel-subscription';
import { toPublicPlanDto } from './plan-dto';
import { hashPortalToken } from './portal-token';
import { recurringPlans, subscriptions } from './schema';
import { subscriptionPayments } from './subscription-payments';
import { toSubscriptionDto } from './subscription-dto';

async function byToken(deps: Pick<Deps, 'db'>, token: string) {
  const [row] = await deps.db
    .select({ sub: subscriptions, plan: recurringPlans })
    .from(subscriptions)
    .innerJoin(recurringPlans, eq(recurringPlans.id, subscriptions.planId))
    .where(eq(subscriptions.portalTokenHash, hashPortalToken(token)));
  if (!row) throw new AppError('NOT_FOUND', 'Subscription not found', 404);
  return row;
}

/** The customer's view from the emailed token: plan, status, period and links. An unknown token is a 404. */
export async function portalSubscription(
  deps: Pick<Deps, 'db' | 'config'>,
  token: string,
): Promise<PortalSubscription> {
  const { sub, plan } = await byToken(deps, token);
  const { planName: _name, ...dto } = toSubscriptionDto(sub, plan.name);
  return { ...dto, plan: toPublicPlanDto(deps.config, plan), payments: await subscriptionPayments(deps, sub.id) };
}

/** The customer cancels from the portal: CANCELED at once, no renewal issued, the paid period kept. */
export async function portalCancel(deps: Deps, token: string): Promise<PortalSubscription> {
  const { sub } = await byToken(deps, token);
  await cancelSubscription(deps, sub, 'customer');
  return portalSubscription(deps, token);
}
