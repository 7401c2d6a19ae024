import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from './schema';

/**
 * Takes the account's row lock in the caller's transaction and returns its credit balance: every credits and plan
 * writer locks the user first, so they queue in one order. Undefined when there is no such account.
 */
export async function lockUser(tx: Db, userId: string): Promise<{ id: string; transactionCredits: number } | undefined> {
  const [row] = await tx.select({ id: users.id, transactionCredits: users.transactionCredits }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}
