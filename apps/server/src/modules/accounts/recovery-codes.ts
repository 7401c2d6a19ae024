import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/hash-token';
import { base32Encode } from './totp';
import { totpRecoveryCodes } from './schema';

const COUNT = 10;

/** Codes are normalised before hashing: typed with or without the dash, in any case. */
const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Replaces the user's recovery codes with new ones and returns them (the only time they are seen). 80 bits each. */
export async function replaceRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, () => base32Encode(randomBytes(10)).replace(/^(.{8})(.{8})$/, '$1-$2'));
  await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await tx.insert(totpRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(normalise(code)) })));
  return codes;
}

/** Uses up one unused recovery code of the user; false when it is unknown or spent. Atomic: two uses race, one wins. */
export async function consumeRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const [row] = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, hashToken(normalise(code))),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: totpRecoveryCodes.id })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return rows.length;
}
