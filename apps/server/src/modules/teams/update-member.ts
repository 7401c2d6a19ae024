import { roleAllows, type AccountRole } from '@paylink/shared';
import type { Db } from '../../db/client';
import { accountMembers } from '../accounts/account-members';
import { changeMemberRole } from '../accounts/change-member-role';
import { followMemberRole } from '../api-keys/follow-member-role';
import { rotateSecretAfterMemberLeft } from '../webhooks/rotate-webhook-secret';
import { revokeInvitationsSentBy } from './pending-invitations';
import { recordActivity } from './record-activity';

type MemberRole = Exclude<AccountRole, 'owner'>;

/**
 * Changes a member's role or removes them (`role: null`), in one transaction with what their access leaves behind
 * (issue 48): their API keys follow them; the pending invitations they sent and their new role no longer allows
 * are revoked; and when they could read the webhook signing secret and no longer can, it is rotated (the old one
 * still signs for the overlap window). Each consequence is an entry of the activity trail, made by `by`.
 */
export async function updateMember(db: Db, input: { accountId: string; userId: string; role: MemberRole | null; by: { id: string; email: string } }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const member = (await accountMembers(tx, input.accountId)).find((m) => m.userId === input.userId);
    const previous = await changeMemberRole(tx, input);
    await followMemberRole(tx, input);
    const entry = { accountId: input.accountId, userId: input.by.id, email: input.by.email, apiKeyId: null, route: `${input.role === null ? 'DELETE' : 'PUT'} /api/team/members/:userId`, target: input.userId, status: 200 };
    if ((await revokeInvitationsSentBy(tx, { accountId: input.accountId, userId: input.userId, role: input.role }, now)) > 0) {
      await recordActivity(tx, { ...entry, action: 'team:invitations-revoked' }, now);
    }
    const couldRead = roleAllows(previous, 'webhooks:write');
    const canRead = input.role !== null && roleAllows(input.role, 'webhooks:write');
    if (couldRead && !canRead && (await rotateSecretAfterMemberLeft(tx, input.accountId, member!.email, now))) {
      await recordActivity(tx, { ...entry, action: 'webhooks:secret-rotated' }, now);
    }
  });
}
