import { eq } from 'drizzle-orm';
import { ADMIN_MSG, type SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-dto';
import { subscriptionPlans } from '../billing/schema';
import { toPlanDto } from '../billing/billing-dto';
import { recordAudit } from '../audit/record-audit';

/** Deletes a plan and returns what it was. */
export async function deletePlan(db: Db, admin: UserRow, id: string): Promise<SubscriptionPlan> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', ADMIN_MSG.planNotFound, 404);
    const plan = toPlanDto(row);
    await recordAudit(tx, { admin, action: 'plan.delete', targetType: 'plan', targetId: id, before: plan });
    return plan;
  });
}
