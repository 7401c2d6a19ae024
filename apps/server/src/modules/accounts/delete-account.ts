import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountMemberships, merchantAccounts, users } from './schema';

/**
 * Deletes a person and the merchant accounts they own (an account never stands without its owner): the accounts'
 * foreign keys take what they own with them (or keep it, unowned, for accounting), and the person's memberships of
 * other accounts go with the person.
 */
export async function deleteAccount(tx: Db, userId: string): Promise<void> {
  const owned = tx
    .select({ id: accountMemberships.accountId })
    .from(accountMemberships)
    .where(and(eq(accountMemberships.userId, userId), eq(accountMemberships.role, 'owner')));
  await tx.delete(merchantAccounts).where(inArray(merchantAccounts.id, owned));
  await tx.delete(users).where(eq(users.id, userId));
}
