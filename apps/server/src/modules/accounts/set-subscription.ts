import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';

/** Writes the account's plan as billing decided it: the status, and the tier when given (null ends the plan). */
export async function setSubscription(
  tx: Db,
  accountId: string,
  plan: { status: string; tier?: string | null },
  now: Date,
): Promise<void> {
  await tx
    .update(merchantAccounts)
    .set({
      subscriptionStatus: plan.status,
      ...(plan.tier !== undefined && { subscriptionTier: plan.tier }),
      updatedAt: now,
    })
    .where(eq(merchantAccounts.id, accountId));
}
