import type { PlanValues, SubscriptionPlan } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../accounts/user-dto';
import { recordAudit } from '../audit/record-audit';
import { editPlan } from '../billing/edit-plan';

/** Saves a plan edit (billing) and the audit row of it, in one transaction. */
export async function updatePlan(db: Db, admin: UserRow, id: string, input: PlanValues): Promise<SubscriptionPlan> {
  return db.transaction(async (tx) => {
    const { before, after } = await editPlan(tx, id, input);
    await recordAudit(tx, { admin, action: 'plan.update', targetType: 'plan', targetId: id, before, after });
    return after;
  });
}
