import { eq } from 'drizzle-orm';
import type { Plan } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findAccount } from '../accounts/find-account';
import { activeSubscriberCounts } from './active-subscriber-counts';
import { findPlan } from './find-plan';
import { planFields, type PlanBodyOutput } from './plan-fields';
import { toPlanDto } from './plan-dto';
import { recurringPlans } from './schema';

/** Replaces a plan's fields: links issued from now on (renewals included) use them; links already issued keep theirs. */
export async function updatePlan(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: string,
  planId: string,
  body: PlanBodyOutput,
): Promise<Plan> {
  await findPlan(deps.db, planId, accountId);
  const merchant = await findAccount(deps.db, accountId);
  if (!merchant) throw new AppError('NOT_FOUND', 'Account not found', 404);
  const [row] = await deps.db
    .update(recurringPlans)
    .set({ ...planFields(deps.config, merchant, body), updatedAt: new Date() })
    .where(eq(recurringPlans.id, planId))
    .returning();
  const counts = await activeSubscriberCounts(deps.db, [planId]);
  return toPlanDto(deps.config, row!, counts.get(planId) ?? 0);
}
