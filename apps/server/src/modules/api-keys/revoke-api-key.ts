import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { apiKeys } from './schema';

/** Revokes the user's live key; it stops authenticating at once. */
export async function revokeApiKey(db: Db, accountId: string): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'You have no API key to revoke.', 404);
}
