import type { Deps } from '../../deps';
import { accountName } from '../accounts/account-name';
import { findPlan } from './find-plan';
import { toPublicPlanDto } from './plan-dto';

/** A plan as the subscribe page shows it, with its merchant's name (404 for an unknown or deleted plan). */
export async function publicPlan(deps: Deps, planId: string) {
  const plan = await findPlan(deps.db, planId);
  return { plan: toPublicPlanDto(deps.config, plan), merchant: await accountName(deps.db, plan.accountId) };
}
