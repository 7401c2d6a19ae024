import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { accountMemberships, merchantAccounts, sessions, users } from './schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { preparedStatement } from '../../db/prepared-statement';
import { readSessionToken } from './session-token';
import type { ActingAccount, SessionUser } from './session-cache';
import { withAccount, withoutAccount } from './user-dto';

export interface AuthenticatedSession {
  user: SessionUser;
  /** Null for a person who belongs to no account (removed from the team they joined): personal routes only. */
  account: ActingAccount | null;
  sessionId: string;
}

/**
 * Resolves a bearer session token to its user, the account it acts for (with the member's role) and its session id.
 * The session must still exist on the server (not logged out, not ended by a password reset) and the user must be
 * active: suspension or deletion ends access at once. The account is the session's active one while the person is
 * still its member, else their own (or, when they own none, the first they joined); none when they belong to none
 * (an invitee removed from their team): that session still signs them in, to see so and make an account of their own.
 * A valid session is remembered for a few seconds (SESSION_CACHE_MS); revocations (a session ended, the user, the
 * account or a membership changed) reach the cache at once.
 */
export async function authenticateSession(deps: Deps, token: string): Promise<AuthenticatedSession> {
  const claims = await readSessionToken(deps.jwtKey, token);
  if (!claims) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.', 401);
  const idHash = hashToken(claims.sessionId);
  const now = new Date();
  const cached = deps.sessionCache.get(idHash, now.getTime());
  if (cached && cached.user.id === claims.userId) return { ...cached, sessionId: claims.sessionId };
  const generation = deps.sessionCache.generation();
  // Timestamps are bound as Drizzle binds them (ISO text): a placeholder's value skips the column's encoder.
  const [row] = await sessionRow(deps.db).execute({ idHash, userId: claims.userId, now: now.toISOString() });
  if (!row || row.user.status !== 'ACTIVE')
    throw new AppError('UNAUTHORIZED', 'Your session is no longer valid. Please sign in again.', 401);
  const acting = await actingMembership(deps.db, row.user.id, row.activeAccountId);
  const session = acting
    ? {
        user: withAccount(row.user, acting.account),
        account: { id: acting.account.id, name: acting.account.name, role: acting.role },
      }
    : { user: withoutAccount(row.user), account: null };
  deps.sessionCache.set(idHash, session, row.expiresAt, now.getTime(), generation);
  return { ...session, sessionId: claims.sessionId };
}

const sessionRow = preparedStatement((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt, activeAccountId: sessions.activeAccountId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_row'),
);

const actingMembershipRow = preparedStatement((db) =>
  db
    .select({ account: merchantAccounts, role: accountMemberships.role })
    .from(accountMemberships)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, accountMemberships.accountId))
    .where(eq(accountMemberships.userId, sql.placeholder('userId')))
    .orderBy(
      desc(sql`${accountMemberships.accountId} = ${sql.placeholder('preferred')}`),
      desc(sql`${accountMemberships.accountId} = ${sql.placeholder('userId')}`),
      accountMemberships.joinedAt,
    )
    .limit(1)
    .prepare('acting_membership'),
);

async function actingMembership(db: Db, userId: string, activeAccountId: string | null) {
  const [row] = await actingMembershipRow(db).execute({ userId, preferred: activeAccountId ?? userId });
  return row;
}
