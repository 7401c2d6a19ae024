import { roleAllows, type AccountRole } from '@paylink/shared';
import type { Db } from '../../db/client';
import { accountMembers } from '../accounts/account-members';
import { changeMemberRole } from '../accounts/change-member-role';
import { memberAccounts } from '../accounts/member-accounts';
import { followMemberRole } from '../api-keys/follow-member-role';
import { rotateSecretAfterMemberLeft } from '../webhooks/rotate-webhook-secret';
import { revokeInvitationsSentBy } from './pending-invitations';
import { recordActivity } from './record-activity';

type MemberChange = {
  accountId: string;
  userId: string;
  role: Exclude<AccountRole, 'owner'> | null;
  by: { id: string; email: string };
};

/**
 * Changes a member's role or removes them (`role: null`), in the caller's transaction, with what their access leaves
 * behind (issue 48): their API keys follow them; the pending invitations they sent that their new role may not send
 * are revoked; and when they could read the webhook signing secret and no longer can, it is rotated (the old one
 * still signs for the overlap window). Each consequence is an entry of the activity trail, made by `by`.
 */
async function applyMemberChange(tx: Db, input: MemberChange, now: Date): Promise<void> {
  const member = (await accountMembers(tx, input.accountId)).find((m) => m.userId === input.userId);
  const previous = await changeMemberRole(tx, input);
  await followMemberRole(tx, input);
  const entry = {
    accountId: input.accountId,
    userId: input.by.id,
    email: input.by.email,
    apiKeyId: null,
    route: `${input.role === null ? 'DELETE' : 'PUT'} /api/team/members/:userId`,
    target: input.userId,
    status: 200,
  };
  if (
    (await revokeInvitationsSentBy(tx, { accountId: input.accountId, userId: input.userId, role: input.role }, now)) > 0
  ) {
    await recordActivity(tx, { ...entry, action: 'team:invitations-revoked' }, now);
  }
  const couldRead = roleAllows(previous, 'webhooks:write');
  const canRead = input.role !== null && roleAllows(input.role, 'webhooks:write');
  if (couldRead && !canRead && (await rotateSecretAfterMemberLeft(tx, input.accountId, member!.email, now))) {
    await recordActivity(tx, { ...entry, action: 'webhooks:secret-rotated' }, now);
  }
}

/** A role change or removal from Settings → Team, in one transaction. */
export async function updateMember(db: Db, input: MemberChange, now = new Date()): Promise<void> {
  await db.transaction((tx) => applyMemberChange(tx, input, now));
}

/**
 * A person about to be deleted leaves every account they are a member of (not those they own, which go with them)
 * as a removal would, in the caller's transaction: their keys, their invitations and the secrets they could read.
 */
export async function leaveEveryAccount(
  tx: Db,
  userId: string,
  by: { id: string; email: string },
  now = new Date(),
): Promise<void> {
  for (const account of await memberAccounts(tx, userId)) {
    if (account.role !== 'owner') await applyMemberChange(tx, { accountId: account.id, userId, role: null, by }, now);
  }
}
