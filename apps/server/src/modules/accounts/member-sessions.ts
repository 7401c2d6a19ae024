import { and, asc, eq, gt } from 'drizzle-orm';
import type { MemberSession } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { accountMemberships, sessions } from './schema';

const NOT_A_MEMBER = 'Member not found';

interface MemberOf {
  accountId: string;
  userId: string;
}

/** The member's sign-ins acting for this account (a POS device is one): 404 for someone who is not its member. */
async function memberSessionRows(db: Db, member: MemberOf, now: Date) {
  const [membership] = await db
    .select({ role: accountMemberships.role })
    .from(accountMemberships)
    .where(and(eq(accountMemberships.accountId, member.accountId), eq(accountMemberships.userId, member.userId)));
  if (!membership) throw new AppError('NOT_FOUND', NOT_A_MEMBER, 404);
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, member.userId),
        eq(sessions.activeAccountId, member.accountId),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(asc(sessions.createdAt));
}

/** The devices a member is signed in on for this account; a session's id is its token's hash, never the token. */
export async function listMemberSessions(db: Db, member: MemberOf, now = new Date()): Promise<MemberSession[]> {
  const rows = await memberSessionRows(db, member, now);
  return rows.map((s) => ({
    id: s.idHash,
    signedInAt: s.createdAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
  }));
}

/**
 * Signs a member's device out remotely (one session, or all of theirs acting for this account): the token stops
 * working at once on every process (the sessions trigger tells the session caches). Sessions acting for another
 * account (the member's own) are not this account's to end.
 */
export async function endMemberSessions(db: Db, member: MemberOf & { sessionId?: string }): Promise<number> {
  const rows = await memberSessionRows(db, member, new Date(0));
  const ids = rows.map((s) => s.idHash).filter((id) => member.sessionId === undefined || id === member.sessionId);
  if (member.sessionId !== undefined && ids.length === 0) throw new AppError('NOT_FOUND', 'Session not found', 404);
  for (const id of ids)
    await db.delete(sessions).where(and(eq(sessions.idHash, id), eq(sessions.userId, member.userId)));
  return ids.length;
}
