import { and, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from '../accounts/schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { sessions } from '../accounts/schema';
import { readSessionToken } from './session-token';
import type { UserRow } from '../accounts/user-dto';

/**
 * Resolves a bearer session token to its user and session id. The session must still exist on the server
 * (not logged out, not ended by a password reset) and the user must be active: suspension or deletion ends access at once.
 */
export async function authenticateSession(deps: Deps, token: string): Promise<{ user: UserRow; sessionId: string }> {
  const claims = await readSessionToken(deps.jwtKey, token);
  if (!claims) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.', 401);
  const [row] = await deps.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashToken(claims.sessionId)), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, new Date())));
  if (!row || row.user.status !== 'ACTIVE') throw new AppError('UNAUTHORIZED', 'Your session is no longer valid. Please sign in again.', 401);
  return { user: row.user, sessionId: claims.sessionId };
}
