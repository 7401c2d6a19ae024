import { and, eq, gt, isNull } from 'drizzle-orm';
import { roleAllows, roleAtOrBelow, type AccountSummary } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { memberRole } from '../accounts/account-members';
import { addMember } from '../accounts/add-member';
import { memberAccounts } from '../accounts/member-accounts';
import { switchAllSessions } from '../accounts/switch-account';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit';
import { recordActivity } from './record-activity';
import { accountInvitations } from './schema';

const INVALID = 'This invitation link is invalid, was already used or has expired. Ask for a new one.';
const tooMany = (minutes: number) =>
  `Too many attempts with invalid invitation links. Try again in ${minutes} minute(s).`;

type Invitation = typeof accountInvitations.$inferSelect;
type Reader = Parameters<typeof memberRole>[0];

/** Whether an invitation can still be accepted: not used, revoked or expired, and its sender may still invite with its role. */
async function isUsable(db: Reader, invitation: Invitation | undefined, now: Date): Promise<boolean> {
  if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= now) return false;
  const inviter = invitation.invitedByUserId
    ? await memberRole(db, invitation.accountId, invitation.invitedByUserId)
    : undefined;
  return !!inviter && roleAllows(inviter, 'team:manage') && roleAtOrBelow(invitation.role, inviter);
}

/**
 * Refuses an unusable invitation link (400) when the invite page opens, before anyone signs in or registers for it.
 * Invalid links count against the per-IP limit of reset links, so this is no way to guess tokens.
 */
export async function checkInvitation(
  deps: Pick<Deps, 'db' | 'rateLimits'>,
  input: { token: string; ip: string; now?: Date },
): Promise<void> {
  await enforceRateLimit(deps.rateLimits.reset, input.ip, tooMany);
  const [invitation] = await deps.db
    .select()
    .from(accountInvitations)
    .where(eq(accountInvitations.tokenHash, hashToken(input.token)));
  if (!(await isUsable(deps.db, invitation, input.now ?? new Date())))
    throw new AppError('INVALID_TOKEN', INVALID, 400);
  await deps.rateLimits.reset.reward(input.ip, 1);
}

type Invitee = { id: string; email: string; emailVerifiedAt: Date | null };

function otherEmail(invited: string): AppError {
  return new AppError(
    'FORBIDDEN',
    `This invitation was sent to another email address. Sign in as ${invited} (verified) to accept it.`,
    403,
  );
}

/**
 * Refuses, before anyone signs up from it, an invitation link that cannot be accepted or was sent to another
 * address: a sign-up from an invitation gets no merchant account of its own, so it must be the invited person's.
 */
export async function assertInvitationFor(db: Reader, input: { token: string; email: string; now?: Date }) {
  const [invitation] = await db
    .select()
    .from(accountInvitations)
    .where(eq(accountInvitations.tokenHash, hashToken(input.token)));
  if (!invitation || !(await isUsable(db, invitation, input.now ?? new Date())))
    throw new AppError('INVALID_TOKEN', INVALID, 400);
  if (invitation.email !== input.email.toLowerCase()) throw otherEmail(invitation.email);
}

/**
 * Joins the account of an invitation, in the caller's transaction. The link is single use (the update that accepts
 * it is the check) and bound to its email: the person's verified email must be that address, else 403 and the
 * invitation stays usable by the right person. It holds only while the member who sent it may still invite with
 * that role (issue 48: a removed admin's links die with their access; removal also revokes them). The role is the
 * invitation's, never the caller's choice. Joining is an entry of the account's activity trail.
 */
export async function joinByInvitation(tx: Db, input: { user: Invitee; token: string; now?: Date }): Promise<string> {
  const now = input.now ?? new Date();
  const [invitation] = await tx
    .select()
    .from(accountInvitations)
    .where(eq(accountInvitations.tokenHash, hashToken(input.token)))
    .for('update');
  if (!invitation || !(await isUsable(tx, invitation, now))) throw new AppError('INVALID_TOKEN', INVALID, 400);
  if (invitation.email !== input.user.email.toLowerCase() || !input.user.emailVerifiedAt)
    throw otherEmail(invitation.email);
  const accepted = await tx
    .update(accountInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(accountInvitations.id, invitation.id),
        isNull(accountInvitations.acceptedAt),
        gt(accountInvitations.expiresAt, now),
      ),
    )
    .returning({ id: accountInvitations.id });
  if (accepted.length === 0) throw new AppError('INVALID_TOKEN', INVALID, 400);
  if (!(await addMember(tx, { accountId: invitation.accountId, userId: input.user.id, role: invitation.role }))) {
    throw new AppError('CONFLICT', 'You are already a member of this account.', 409);
  }
  if ((await memberAccounts(tx, input.user.id)).length === 1)
    await switchAllSessions(tx, { userId: input.user.id, accountId: invitation.accountId });
  await recordActivity(
    tx,
    {
      accountId: invitation.accountId,
      userId: input.user.id,
      email: input.user.email,
      apiKeyId: null,
      action: 'team:invitation-accepted',
      route: 'POST /api/team/invitations/accept',
      target: invitation.id,
      status: 200,
    },
    now,
  );
  return invitation.accountId;
}

/** Joins the account of an invitation with the signed-in person's session (joinByInvitation) and answers it. */
export async function acceptInvitation(
  deps: Pick<Deps, 'db'>,
  input: { user: Invitee; token: string; now?: Date },
): Promise<AccountSummary> {
  const accountId = await deps.db.transaction((tx) => joinByInvitation(tx, input));
  const account = (await memberAccounts(deps.db, input.user.id)).find((a) => a.id === accountId);
  return account!;
}
