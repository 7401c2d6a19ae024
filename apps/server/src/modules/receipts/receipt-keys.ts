import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { desc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { receiptKeys, type ReceiptKeyRow } from './schema';

function newKey(): typeof receiptKeys.$inferInsert {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const kid = `rk_${randomBytes(8).toString('hex')}`;
  const jwk = publicKey.export({ format: 'jwk' }) as Record<string, string>;
  return {
    kid,
    publicJwk: { kty: jwk.kty!, crv: jwk.crv!, x: jwk.x!, kid, alg: 'EdDSA', use: 'sig' },
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
}

/** The key that signs receipts now: the newest one not retired, made on first use. */
export async function currentReceiptKey(db: Db): Promise<ReceiptKeyRow> {
  const [current] = await db
    .select()
    .from(receiptKeys)
    .where(isNull(receiptKeys.retiredAt))
    .orderBy(desc(receiptKeys.createdAt))
    .limit(1);
  if (current) return current;
  const [made] = await db.insert(receiptKeys).values(newKey()).returning();
  return made!;
}

/** Retires the signing key(s) and makes a new one, which signs from now on; the old ones stay published. */
export async function rotateReceiptKey(db: Db, now = new Date()): Promise<ReceiptKeyRow> {
  return db.transaction(async (tx) => {
    await tx.update(receiptKeys).set({ retiredAt: now }).where(isNull(receiptKeys.retiredAt));
    const [made] = await tx.insert(receiptKeys).values(newKey()).returning();
    return made!;
  });
}

/** Every public key a receipt may have been signed with, as a JWK Set (current first). */
export async function receiptJwks(db: Db): Promise<{ keys: Record<string, string>[] }> {
  await currentReceiptKey(db);
  const rows = await db
    .select({ jwk: receiptKeys.publicJwk, retiredAt: receiptKeys.retiredAt })
    .from(receiptKeys)
    .orderBy(desc(receiptKeys.createdAt));
  return { keys: rows.sort((a, b) => Number(a.retiredAt !== null) - Number(b.retiredAt !== null)).map((r) => r.jwk) };
}
