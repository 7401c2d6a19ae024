import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';

/** Marks the account for an admin to look at, with the reason shown to them. */
export async function flagForReview(tx: Db, accountId: string, reason: string): Promise<void> {
  await tx
    .update(merchantAccounts)
    .set({ reviewReason: reason, updatedAt: new Date() })
    .where(eq(merchantAccounts.id, accountId));
}
