import { and, eq, gt } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { sessions, users } from './schema';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { readSessionToken } from './session-token';
import type { SessionUser } from './session-cache';

/**
 * Resolves a bearer session token to its user and session id. The session must still exist on the server
 * (not logged out, not ended by a password reset) and the user must be active: suspension or deletion ends access at once.
 * A valid session is remembered for a few seconds (SESSION_CACHE_MS); revocations reach the cache at once.
 */
export async function authenticateSession(deps: Deps, token: string): Promise<{ user: SessionUser; sessionId: string }> {
  const claims = await readSessionToken(deps.jwtKey, token);
  if (!claims) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.', 401);
  const idHash = hashToken(claims.sessionId);
  const now = new Date();
  const cached = deps.sessionCache.get(idHash, now.getTime());
  if (cached && cached.id === claims.userId) return { user: cached, sessionId: claims.sessionId };
  const generation = deps.sessionCache.generation();
  const [row] = await deps.db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), eq(sessions.userId, claims.userId), gt(sessions.expiresAt, now)));
  if (!row || row.user.status !== 'ACTIVE') throw new AppError('UNAUTHORIZED', 'Your session is no longer valid. Please sign in again.', 401);
  deps.sessionCache.set(idHash, row.user, row.expiresAt, now.getTime(), generation);
  return { user: row.user, sessionId: claims.sessionId };
}
