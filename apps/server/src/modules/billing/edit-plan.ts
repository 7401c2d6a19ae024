import { eq } from 'drizzle-orm';
import { ADMIN_MSG, type PlanValues, type SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPlanDto } from './billing-dto';
import { planColumns } from './offer-columns';
import { subscriptionPlans } from './schema';

/** Saves a plan edit in the caller's transaction; the name is its identifier and never changes (a different one is a 400). */
export async function editPlan(
  tx: Db,
  id: string,
  input: PlanValues,
): Promise<{ before: SubscriptionPlan; after: SubscriptionPlan }> {
  const [existing] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).for('update');
  if (!existing) throw new AppError('NOT_FOUND', ADMIN_MSG.planNotFound, 404);
  if (input.name !== undefined && input.name !== existing.name)
    throw new AppError('BAD_REQUEST', ADMIN_MSG.nameImmutable, 400);
  const [row] = await tx
    .update(subscriptionPlans)
    .set({ ...planColumns(input), ...(input.tier !== undefined && { tier: input.tier }), updatedAt: new Date() })
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return { before: toPlanDto(existing), after: toPlanDto(row!) };
}
