import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeyUsage } from './schema';

const EVERY_MS = 60_000;
/** When this process last wrote each key's use: a key in steady use costs one write a minute, not one a request. */
const written = new Map<string, number>();

/** Records that a key was used now (to the minute: the "last used" a merchant reads to find a dead key). */
export async function recordKeyUse(db: Db, keyId: string, now = Date.now()): Promise<void> {
  if (now - (written.get(keyId) ?? 0) < EVERY_MS) return;
  written.set(keyId, now);
  const at = new Date(now);
  await db
    .insert(apiKeyUsage)
    .values({ keyId, lastUsedAt: at })
    .onConflictDoUpdate({
      target: apiKeyUsage.keyId,
      set: { lastUsedAt: sql`greatest(${apiKeyUsage.lastUsedAt}, excluded.last_used_at)` },
    });
}
