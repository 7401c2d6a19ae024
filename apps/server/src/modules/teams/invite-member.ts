import type { Invitation, InviteMemberInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/hash-token';
import { newId } from '../../lib/ids';
import { accountMembers } from '../accounts/account-members';
import { invitationEmail } from '../email/team-templates';
import { toInvitationDto } from './invitation-dto';
import { accountInvitations } from './schema';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Invites an email address to the account with a role (owner or admin asks; owner is never given this way) and
 * emails the single-use link `<APP_URL>/accept-invite?token=…`; only the token's hash is stored. Someone who is
 * already a member is a 409.
 */
export async function inviteMember(
  deps: Deps,
  input: InviteMemberInput & {
    account: { id: string; name: string };
    invitedBy: { id: string; email: string };
    now?: Date;
  },
): Promise<Invitation> {
  const email = input.email.toLowerCase();
  if ((await accountMembers(deps.db, input.account.id)).some((m) => m.email === email)) {
    throw new AppError('CONFLICT', 'This person is already a member of the account.', 409);
  }
  const token = newSecretToken();
  const now = input.now ?? new Date();
  const [row] = await deps.db
    .insert(accountInvitations)
    .values({
      id: newId('inv'),
      accountId: input.account.id,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedByUserId: input.invitedBy.id,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      createdAt: now,
    })
    .returning();
  const link = `${deps.config.appUrl}/accept-invite?token=${encodeURIComponent(token)}`;
  await deps.mailer
    .send(
      invitationEmail(email, {
        accountName: input.account.name,
        invitedBy: input.invitedBy.email,
        role: input.role,
        link,
      }),
    )
    .catch((err: unknown) => {
      deps.log.error({ err }, 'could not send the invitation email');
    });
  return toInvitationDto(row!);
}
