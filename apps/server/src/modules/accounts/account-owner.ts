import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountMemberships, users } from './schema';
import type { PersonRow } from './user-dto';

/** An account's owner, who hears of changes to where its money goes. */
export async function accountOwner(db: Db, accountId: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(accountMemberships)
    .innerJoin(users, eq(users.id, accountMemberships.userId))
    .where(and(eq(accountMemberships.accountId, accountId), eq(accountMemberships.role, 'owner')));
  return row?.user;
}
