import { eq } from 'drizzle-orm';
import { ADMIN_MSG, type PlanValues, type SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../accounts/user-dto';
import { subscriptionPlans } from '../billing/schema';
import { toPlanDto } from '../billing/billing-dto';
import { planColumns } from './offer-columns';
import { recordAudit } from '../audit/record-audit';

/** Saves a plan edit; the name is its identifier and never changes (sending a different one is a 400). */
export async function updatePlan(db: Db, admin: UserRow, id: string, input: PlanValues): Promise<SubscriptionPlan> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).for('update');
    if (!existing) throw new AppError('NOT_FOUND', ADMIN_MSG.planNotFound, 404);
    if (input.name !== undefined && input.name !== existing.name) throw new AppError('BAD_REQUEST', ADMIN_MSG.nameImmutable, 400);
    const [row] = await tx
      .update(subscriptionPlans)
      .set({
        ...planColumns(input),
        ...(input.tier !== undefined && { tier: input.tier }),
        updatedAt: new Date(),
      })
      .where(eq(subscriptionPlans.id, id))
      .returning();
    const plan = toPlanDto(row!);
    await recordAudit(tx, { admin, action: 'plan.update', targetType: 'plan', targetId: id, before: toPlanDto(existing), after: plan });
    return plan;
  });
}
