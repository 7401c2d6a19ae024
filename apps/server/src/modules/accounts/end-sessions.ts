import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/hash-token';
import { sessions } from './schema';

/** Signs one device out (logout): its token stops working at once. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(sessionId)));
}

/** Signs every device of a user out (logout-all, password reset, account takeover protection). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Signs every other device of a user out and keeps this one (password change). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, hashToken(keepSessionId))));
}
