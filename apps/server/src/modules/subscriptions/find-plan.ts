import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recurringPlans, type RecurringPlanRow } from './schema';

export const PLAN_NOT_FOUND = 'Plan not found';

/** A plan that is not deleted; with `accountId`, only that merchant's (another merchant's plan is a 404 like a missing one). */
export async function findPlan(db: Db, planId: string, accountId?: string): Promise<RecurringPlanRow> {
  const [row] = await db
    .select()
    .from(recurringPlans)
    .where(
      and(
        eq(recurringPlans.id, planId),
        isNull(recurringPlans.deletedAt),
        accountId === undefined ? undefined : eq(recurringPlans.accountId, accountId),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND, 404);
  return row;
}
