import type { PlanValues, SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { toPlanDto } from './billing-dto';
import { planColumns } from './offer-columns';
import { rethrowNameTaken } from './rethrow-name-taken';
import { subscriptionPlans } from './schema';

/** Adds a plan to the catalogue, in the caller's transaction; a taken name is a 409. */
export async function addPlan(tx: Db, input: PlanValues & { name: string }): Promise<SubscriptionPlan> {
  const [row] = await tx
    .insert(subscriptionPlans)
    .values({ id: newId('pln'), name: input.name, ...planColumns(input), tier: input.tier ?? null })
    .returning()
    .catch(rethrowNameTaken);
  return toPlanDto(row!);
}
