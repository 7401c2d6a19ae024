import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';

/**
 * Takes the account's row lock in the caller's transaction and returns its credit balance: every credits and plan
 * writer locks the user first, so they queue in one order. Undefined when there is no such account.
 */
export async function lockAccount(
  tx: Db,
  accountId: string,
): Promise<{ id: string; transactionCredits: number } | undefined> {
  const [row] = await tx
    .select({ id: merchantAccounts.id, transactionCredits: merchantAccounts.transactionCredits })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, accountId))
    .for('update');
  return row;
}
