import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';

/** Marks the account for an admin to look at, with the reason shown to them. */
export async function flagForReview(tx: Db, userId: string, reason: string): Promise<void> {
  await tx.update(users).set({ reviewReason: reason, updatedAt: new Date() }).where(eq(users.id, userId));
}
