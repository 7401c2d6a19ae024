import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { readSessionToken } from './session-token';
import type { UserRow } from './user-dto';

/** Resolves a bearer session token to its user; a deleted, suspended or inactive user's token stops working at once. */
export async function authenticateSession(deps: Deps, token: string): Promise<UserRow> {
  const userId = await readSessionToken(deps.jwtKey, token);
  if (!userId) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.', 401);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.status !== 'ACTIVE') throw new AppError('UNAUTHORIZED', 'Your session is no longer valid. Please sign in again.', 401);
  return user;
}
