import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accountMemberships, merchantAccounts, users } from './schema';
import type { AccountRow, PersonRow } from './user-dto';

const maker = alias(users, 'maker');

/**
 * An account with its owner and, when `personId` is given, that person's email (an API key's maker, whom the audit
 * trail names), in one statement: what every API-key request needs before its route runs.
 */
export async function accountWithOwner(
  db: Db,
  accountId: string,
  personId: string | null,
): Promise<{ account: AccountRow; owner: PersonRow; personEmail: string | null } | undefined> {
  const [row] = await db
    .select({ account: merchantAccounts, owner: users, personEmail: maker.email })
    .from(merchantAccounts)
    .innerJoin(
      accountMemberships,
      and(eq(accountMemberships.accountId, merchantAccounts.id), eq(accountMemberships.role, 'owner')),
    )
    .innerJoin(users, eq(users.id, accountMemberships.userId))
    .leftJoin(maker, eq(maker.id, personId ?? ''))
    .where(eq(merchantAccounts.id, accountId));
  return row;
}
