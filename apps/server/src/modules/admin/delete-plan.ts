import type { SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../accounts/user-dto';
import { recordAudit } from '../audit/record-audit';
import { removePlan } from '../billing/remove-plan';

/** Deletes a plan (billing) and records what it was, in one transaction. */
export async function deletePlan(db: Db, admin: UserRow, id: string): Promise<SubscriptionPlan> {
  return db.transaction(async (tx) => {
    const plan = await removePlan(tx, id);
    await recordAudit(tx, { admin, action: 'plan.delete', targetType: 'plan', targetId: id, before: plan });
    return plan;
  });
}
