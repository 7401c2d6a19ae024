import { randomBytes } from 'node:crypto';
import { and, count, isNotNull } from 'drizzle-orm';
import { base58Encode, roleAtOrBelow, type AccountRole } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { newId } from '../../lib/ids';
import type { ActingAccount } from '../accounts/session-cache';
import type { UserRow } from '../accounts/user-dto';
import { assertApiAccess } from './assert-api-access';
import { maskApiKey } from './generate-api-key';
import { liveKeysOf } from './member-keys';
import { apiKeys } from './schema';

/** Enough for one key per store, app and environment; a cap so a stolen session cannot mint keys without end. */
export const MAX_NAMED_KEYS = 25;

/**
 * A named key for one integration, shown once: it acts with `role`, which may not exceed its maker's (a developer
 * cannot mint an admin key). The member's single key and the other named keys are left alone.
 */
export async function createNamedApiKey(
  db: Db,
  user: UserRow,
  account: Pick<ActingAccount, 'id' | 'role'>,
  input: { name: string; role: AccountRole; testMode: boolean },
): Promise<{ id: string; apiKey: string; apiKeyMasked: string }> {
  assertApiAccess(user);
  if (!roleAtOrBelow(input.role, account.role))
    throw new AppError('FORBIDDEN_ROLE', `A key cannot do more than you can: your role is ${account.role}.`, 403);
  const [live] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(liveKeysOf(account.id), isNotNull(apiKeys.name)));
  if ((live?.n ?? 0) >= MAX_NAMED_KEYS)
    throw new AppError(
      'CONFLICT',
      `An account has at most ${MAX_NAMED_KEYS} named keys. Revoke one you no longer use.`,
      409,
    );
  const apiKey = `pl_${input.testMode ? 'test' : 'live'}_${base58Encode(randomBytes(24))}`;
  const id = newId('key');
  const apiKeyMasked = maskApiKey(apiKey);
  await db.insert(apiKeys).values({
    id,
    accountId: account.id,
    createdByUserId: user.id,
    role: input.role,
    name: input.name,
    keyHash: hashToken(apiKey),
    masked: apiKeyMasked,
  });
  return { id, apiKey, apiKeyMasked };
}
