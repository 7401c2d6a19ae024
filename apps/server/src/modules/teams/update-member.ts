import type { AccountRole } from '@paylink/shared';
import type { Db } from '../../db/client';
import { changeMemberRole } from '../accounts/change-member-role';
import { followMemberRole } from '../api-keys/follow-member-role';

/** Changes a member's role or removes them (`role: null`), and their API keys with them, in one transaction. */
export async function updateMember(db: Db, input: { accountId: string; userId: string; role: Exclude<AccountRole, 'owner'> | null }): Promise<void> {
  await db.transaction(async (tx) => {
    await changeMemberRole(tx, input);
    await followMemberRole(tx, input);
  });
}
