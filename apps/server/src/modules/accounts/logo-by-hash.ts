import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { merchantLogos } from './schema';

/** A logo's bytes and type by the hash that names its URL; 404 when no account uses that image (any more). */
export async function logoByHash(db: Db, sha256: string): Promise<{ contentType: string; bytes: Uint8Array }> {
  const [row] = await db
    .select({ contentType: merchantLogos.contentType, bytes: merchantLogos.bytes })
    .from(merchantLogos)
    .where(eq(merchantLogos.sha256, sha256))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such logo', 404);
  return row;
}
