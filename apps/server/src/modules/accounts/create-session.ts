import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { hashToken, newSecretToken } from '../../lib/hash-token';
import { sessions } from './schema';
import { signSessionToken } from './session-token';

/** Starts a server-side session for a signed-in user and returns its bearer token; the user's expired sessions are swept on the way. */
export async function createSession(db: Db, deps: Pick<Deps, 'jwtKey' | 'config'>, userId: string): Promise<string> {
  const sessionId = newSecretToken();
  const { token, expiresAt } = await signSessionToken(deps.jwtKey, { userId, sessionId }, deps.config.jwtTtl);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
  await db.insert(sessions).values({ idHash: hashToken(sessionId), userId, expiresAt });
  return token;
}
