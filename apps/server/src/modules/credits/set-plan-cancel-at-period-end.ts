import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planAllowances } from './schema';

/** Records whether the user's card subscription stops at the end of its billing month (it then does not renew). */
export async function setPlanCancelAtPeriodEnd(db: Db, accountId: string, cancelAtPeriodEnd: boolean): Promise<void> {
  await db
    .update(planAllowances)
    .set({ cancelAtPeriodEnd, updatedAt: new Date() })
    .where(eq(planAllowances.accountId, accountId));
}
