import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from './schema';
import { newSecretToken } from '../../lib/hash-token';

/**
 * The session signing key: JWT_SECRET when configured, otherwise a random secret generated once and kept
 * in the database, so every API process and every restart agree on it without any setup.
 */
export async function loadJwtKey(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db.insert(appSecrets).values({ name: 'jwt_secret', value: newSecretToken(48) }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt_secret'));
  return new TextEncoder().encode(row!.value);
}
