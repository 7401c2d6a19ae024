import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findPlan } from './find-plan';
import { recurringPlans } from './schema';

/** Takes a plan off sale: nobody new can subscribe; its subscriptions keep renewing until they end. */
export async function deletePlan(db: Db, accountId: string, planId: string): Promise<void> {
  await findPlan(db, planId, accountId);
  const now = new Date();
  await db.update(recurringPlans).set({ deletedAt: now, updatedAt: now }).where(eq(recurringPlans.id, planId));
}
