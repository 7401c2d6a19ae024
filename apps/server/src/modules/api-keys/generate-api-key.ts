import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import type { Db } from '../../db/client';
import { hashToken } from '../../lib/hash-token';
import { newId } from '../../lib/ids';
import type { ActingAccount } from '../accounts/session-cache';
import type { UserRow } from '../accounts/user-dto';
import { assertApiAccess } from './assert-api-access';
import { ownKeys } from './member-keys';
import { apiKeys } from './schema';

/** `pl_live_abcd…wxyz`: enough to recognise a key, far too little to use it. */
export function maskApiKey(apiKey: string): string {
  const prefixEnd = apiKey.indexOf('_', 3) + 1;
  return `${apiKey.slice(0, prefixEnd + 4)}…${apiKey.slice(-4)}`;
}

/**
 * Issues a new key for the member (shown to them once, stored as a hash) and revokes their previous one in the same
 * transaction, so their old key stops working the moment the new one exists. Keys are per member (issue 48): the
 * other members' keys, the owner's included, are left alone. Serialised per member by an advisory lock: two
 * generations at once (a double click, two tabs, two API processes) each answer with a key, the later one revoking
 * the earlier, never a unique-index violation (`api_keys_one_live_per_member_uq`) or two live keys.
 */
export async function generateApiKey(
  db: Db,
  user: UserRow,
  account: Pick<ActingAccount, 'id' | 'role'>,
  opts: { testMode: boolean },
): Promise<{ apiKey: string; apiKeyMasked: string }> {
  assertApiAccess(user);
  const apiKey = `pl_${opts.testMode ? 'test' : 'live'}_${base58Encode(randomBytes(24))}`;
  const apiKeyMasked = maskApiKey(apiKey);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-key:${account.id}:${user.id}`}))`);
    await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(ownKeys({ userId: user.id, account }));
    await tx.insert(apiKeys).values({
      id: newId('key'),
      accountId: account.id,
      createdByUserId: user.id,
      role: account.role,
      keyHash: hashToken(apiKey),
      masked: apiKeyMasked,
    });
  });
  return { apiKey, apiKeyMasked };
}
