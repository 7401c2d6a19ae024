import type { AccountRole } from '@paylink/shared';
import type { Db } from '../../db/client';
import { accountMemberships } from './schema';

/** Makes a person a member of an account with a role (never owner: ownership moves by transfer); false when they already are one. */
export async function addMember(
  tx: Db,
  input: { accountId: string; userId: string; role: Exclude<AccountRole, 'owner'> },
): Promise<boolean> {
  const inserted = await tx
    .insert(accountMemberships)
    .values(input)
    .onConflictDoNothing()
    .returning({ userId: accountMemberships.userId });
  return inserted.length > 0;
}
