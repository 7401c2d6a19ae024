import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens } from './schema';
import { hashToken, newSecretToken } from '../../lib/hash-token';

type Kind = 'verify_email' | 'reset_password' | 'change_email';

/** Creates a single-use token; only its hash is stored. Returns the raw token for the email link. */
export async function issueAuthToken(
  db: Db,
  userId: string,
  kind: Kind,
  ttlMs: number,
  newEmail?: string,
): Promise<string> {
  const token = newSecretToken();
  await db
    .insert(authTokens)
    .values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs), newEmail });
  return token;
}

const usable = (token: string, kind: Kind) =>
  and(
    eq(authTokens.tokenHash, hashToken(token)),
    eq(authTokens.kind, kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );

/** True when the token could be consumed now; lets callers refuse a bad link before costly work. */
export async function isAuthTokenUsable(db: Db, token: string, kind: Kind): Promise<boolean> {
  const [row] = await db.select({ id: authTokens.id }).from(authTokens).where(usable(token, kind));
  return row !== undefined;
}

/** Marks a valid token used and returns its user id; null when unknown, expired or already used. Atomic: two uses race, one wins. */
export async function consumeAuthToken(db: Db, token: string, kind: Kind): Promise<string | null> {
  return (await consumeEmailChange(db, token, kind))?.userId ?? null;
}

/** consumeAuthToken with the address a change_email token was sent to. */
export async function consumeEmailChange(
  db: Db,
  token: string,
  kind: Kind = 'change_email',
): Promise<{ userId: string; newEmail: string | null } | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, kind))
    .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail });
  return row ?? null;
}

/** Voids a user's outstanding tokens of one kind, or of every kind. */
export async function voidAuthTokens(db: Db, userId: string, kind?: Kind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt), kind ? eq(authTokens.kind, kind) : undefined));
}
