import { asc, eq } from 'drizzle-orm';
import type { AccountSummary } from '@paylink/shared';
import type { Db } from '../../db/client';
import { accountMemberships, merchantAccounts } from './schema';

/** The accounts a person belongs to, with their role in each, in the order they joined them. */
export async function memberAccounts(db: Db, userId: string): Promise<AccountSummary[]> {
  return db
    .select({ id: merchantAccounts.id, name: merchantAccounts.name, role: accountMemberships.role })
    .from(accountMemberships)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, accountMemberships.accountId))
    .where(eq(accountMemberships.userId, userId))
    .orderBy(asc(accountMemberships.joinedAt), asc(merchantAccounts.id));
}
