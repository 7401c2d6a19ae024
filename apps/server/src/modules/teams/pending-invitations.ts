import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Invitation } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toInvitationDto } from './invitation-dto';
import { accountInvitations } from './schema';

const pending = (accountId: string, now: Date) =>
  and(eq(accountInvitations.accountId, accountId), isNull(accountInvitations.acceptedAt), isNull(accountInvitations.revokedAt), gt(accountInvitations.expiresAt, now));

/** The account's invitations still waiting to be accepted, newest first. */
export async function pendingInvitations(db: Db, accountId: string, now = new Date()): Promise<Invitation[]> {
  const rows = await db.select().from(accountInvitations).where(pending(accountId, now)).orderBy(desc(accountInvitations.createdAt));
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
