import type { PlanValues, SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../accounts/user-dto';
import { recordAudit } from '../audit/record-audit';
import { addPlan } from '../billing/add-plan';

/** Adds a plan (billing) and the audit row of it, in one transaction. */
export async function createPlan(db: Db, admin: UserRow, input: PlanValues & { name: string }): Promise<SubscriptionPlan> {
  return db.transaction(async (tx) => {
    const plan = await addPlan(tx, input);
    await recordAudit(tx, { admin, action: 'plan.create', targetType: 'plan', targetId: plan.id, after: plan });
    return plan;
  });
}
