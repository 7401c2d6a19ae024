import { eq } from 'drizzle-orm';
import { ADMIN_MSG, type SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPlanDto } from './billing-dto';
import { subscriptionPlans } from './schema';

/** Deletes a plan in the caller's transaction and returns what it was. */
export async function removePlan(tx: Db, id: string): Promise<SubscriptionPlan> {
  const [row] = await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MSG.planNotFound, 404);
  return toPlanDto(row);
}
