import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readLogoImage } from './logo-image';
import { merchantLogos } from './schema';

/** Replaces the account's logo with an uploaded image, once its bytes pass `readLogoImage` (else a 400 and nothing changes). */
export async function setLogo(db: Db, accountId: string, bytes: Uint8Array): Promise<void> {
  const image = readLogoImage(bytes);
  const row = { ...image, sha256: createHash('sha256').update(bytes).digest('hex'), bytes, updatedAt: new Date() };
  await db
    .insert(merchantLogos)
    .values({ accountId, ...row })
    .onConflictDoUpdate({ target: merchantLogos.accountId, set: row });
}

/** Removes the account's logo: its customers see the business name alone again. */
export async function removeLogo(db: Db, accountId: string): Promise<void> {
  await db.delete(merchantLogos).where(eq(merchantLogos.accountId, accountId));
}
