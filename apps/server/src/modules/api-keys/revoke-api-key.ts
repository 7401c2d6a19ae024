import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { liveKeysOf, mayManageKey, ownKeys, type KeyHolder } from './member-keys';
import { apiKeys } from './schema';

/** Revokes the member's own live key (Settings → API Integration); it stops authenticating at once. */
export async function revokeApiKey(db: Db, holder: KeyHolder): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(ownKeys(holder))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND', 'You have no API key to revoke.', 404);
}

/**
 * Revokes one live key of the account (issue 48): one's own, or one whose role the member may manage (owners and
 * admins any key, others keys at or below their role). A key of another account, already revoked, or above the
 * member's role is the same 404, so a developer learns nothing of the owner's key.
 */
export async function revokeApiKeyById(db: Db, holder: KeyHolder, keyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [key] = await tx
      .select({ role: apiKeys.role, madeBy: apiKeys.createdByUserId })
      .from(apiKeys)
      .where(and(liveKeysOf(holder.account.id), eq(apiKeys.id, keyId)))
      .for('update');
    if (!key || !(key.madeBy === holder.userId || mayManageKey(holder.account.role, key.role)))
      throw new AppError('NOT_FOUND', 'API key not found', 404);
    await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, keyId));
  });
}
