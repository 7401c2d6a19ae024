import type { Plan } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { findAccount } from '../accounts/find-account';
import { planFields, type PlanBodyOutput } from './plan-fields';
import { toPlanDto } from './plan-dto';
import { recurringPlans } from './schema';

export async function createPlan(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: string,
  body: PlanBodyOutput,
): Promise<Plan> {
  const merchant = await findAccount(deps.db, accountId);
  if (!merchant) throw new AppError('NOT_FOUND', 'Account not found', 404);
  const [row] = await deps.db
    .insert(recurringPlans)
    .values({ id: newId('spl'), accountId, collection: 'push', ...planFields(deps.config, merchant, body) })
    .returning();
  return toPlanDto(deps.config, row!, 0);
}
