import type { PlanValues, SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import type { UserRow } from '../accounts/user-dto';
import { subscriptionPlans } from '../billing/schema';
import { toPlanDto } from '../billing/billing-dto';
import { planColumns } from './offer-columns';
import { recordAudit } from '../audit/record-audit';
import { rethrowNameTaken } from './rethrow-name-taken';

export async function createPlan(db: Db, admin: UserRow, input: PlanValues & { name: string }): Promise<SubscriptionPlan> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptionPlans)
        .values({
          id: newId('pln'),
          name: input.name,
          ...planColumns(input),
          tier: input.tier ?? null,
        })
        .returning();
      const plan = toPlanDto(row!);
      await recordAudit(tx, { admin, action: 'plan.create', targetType: 'plan', targetId: plan.id, after: plan });
      return plan;
    })
    .catch(rethrowNameTaken);
}
