import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { hashToken, newSecretToken } from '../../lib/hash-token';
import { sessions, users } from './schema';
import { signSessionToken } from './session-token';

/**
 * Starts a server-side session for a signed-in user and returns its bearer token, and whether it is the person's
 * first (the app says "Welcome!" then, "Welcome back!" later); the user's expired sessions are swept on the way.
 */
export async function createSession(
  db: Db,
  deps: Pick<Deps, 'jwtKey' | 'config'>,
  userId: string,
): Promise<{ token: string; firstSignIn: boolean }> {
  const sessionId = newSecretToken();
  const { token, expiresAt } = await signSessionToken(deps.jwtKey, { userId, sessionId }, deps.config.jwtTtl);
  const now = new Date();
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  await db.insert(sessions).values({ idHash: hashToken(sessionId), userId, expiresAt });
  // Only the sign-in that finds no earlier one sets it from null: two at once cannot both be the first.
  const first = await db
    .update(users)
    .set({ lastSignInAt: now })
    .where(and(eq(users.id, userId), isNull(users.lastSignInAt)))
    .returning({ id: users.id });
  if (first.length === 0) await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  return { token, firstSignIn: first.length > 0 };
}
