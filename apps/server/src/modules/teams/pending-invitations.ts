import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { MEMBER_ROLES, roleAllows, roleAtOrBelow, type AccountRole, type Invitation } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toInvitationDto } from './invitation-dto';
import { accountInvitations } from './schema';

const pending = (accountId: string, now: Date) =>
  and(
    eq(accountInvitations.accountId, accountId),
    isNull(accountInvitations.acceptedAt),
    isNull(accountInvitations.revokedAt),
    gt(accountInvitations.expiresAt, now),
  );

/** The account's invitations still waiting to be accepted, newest first. */
export async function pendingInvitations(db: Db, accountId: string, now = new Date()): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(accountInvitations)
    .where(pending(accountId, now))
    .orderBy(desc(accountInvitations.createdAt));
  return rows.map(toInvitationDto);
}

/** Voids a pending invitation of the account; another account's, or one no longer pending, is a 404. */
export async function revokeInvitation(db: Db, accountId: string, id: string, now = new Date()): Promise<void> {
  const revoked = await db
    .update(accountInvitations)
    .set({ revokedAt: now })
    .where(and(eq(accountInvitations.id, id), pending(accountId, now)))
    .returning({ id: accountInvitations.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'Invitation not found', 404);
}

/**
 * Issue 48: the pending invitations a member sent stop working when their access does. Removed (`role: null`), or
 * given a role that may not invite, every one of theirs is revoked; otherwise those for a role above their new one.
 * Answers how many were revoked.
 */
export async function revokeInvitationsSentBy(
  db: Db,
  input: { accountId: string; userId: string; role: AccountRole | null },
  now = new Date(),
): Promise<number> {
  const { role } = input;
  const beyond =
    role === null || !roleAllows(role, 'team:manage')
      ? [...MEMBER_ROLES]
      : MEMBER_ROLES.filter((r) => !roleAtOrBelow(r, role));
  if (beyond.length === 0) return 0;
  const revoked = await db
    .update(accountInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        pending(input.accountId, now),
        eq(accountInvitations.invitedByUserId, input.userId),
        inArray(accountInvitations.role, beyond),
      ),
    )
    .returning({ id: accountInvitations.id });
  return revoked.length;
}
