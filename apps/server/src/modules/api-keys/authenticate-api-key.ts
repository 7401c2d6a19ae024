import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { accountWithOwner } from '../accounts/account-with-owner';
import type { ActingAccount } from '../accounts/session-cache';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { withAccount, type UserRow } from '../accounts/user-dto';
import { assertApiAccess } from './assert-api-access';
import { apiKeys } from './schema';

export const API_KEY_PATTERN = /^pl_(live|test)_[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * Resolves an API key to its merchant and key id. A revoked or replaced key, a suspended or inactive user
 * and a user without an active monthly plan are all refused on this very request (the user row is re-read).
 * A `pl_test_` key works in offline mode only: a data dir moved to a real chain must not keep accepting it.
 */
export async function authenticateApiKey(
  db: Db,
  apiKey: string,
  config: Pick<AppConfig, 'offline'>,
): Promise<{ user: UserRow; account: ActingAccount; apiKeyId: string; maker: { id: string; email: string } | null }> {
  if (apiKey.startsWith('pl_test_') && !config.offline) {
    throw new AppError('UNAUTHORIZED', 'Test API keys (pl_test_) work only in offline mode. Generate a live key in Settings → API Integration.', 401);
  }
  const [key] = API_KEY_PATTERN.test(apiKey)
    ? await db
        .select({ accountId: apiKeys.accountId, apiKeyId: apiKeys.id, role: apiKeys.role, madeBy: apiKeys.createdByUserId })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, hashToken(apiKey)), isNull(apiKeys.revokedAt)))
    : [];
  // A key acts for its account with the role it was made with; its owner stands as the request's user (their
  // suspension disables the account's keys). Its maker (null for a key made before teams) is who made its changes.
  const holder = key && (await accountWithOwner(db, key.accountId, key.madeBy));
  const row = holder && {
    user: withAccount(holder.owner, holder.account),
    account: { id: holder.account.id, name: holder.account.name, role: key.role },
    apiKeyId: key.apiKeyId,
    maker: key.madeBy && holder.personEmail ? { id: key.madeBy, email: holder.personEmail } : null,
  };
  if (!row) throw new AppError('UNAUTHORIZED', 'Invalid API key. Generate a key in Settings → API Integration.', 401);
  if (row.user.status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED', 'This account is disabled; its API key no longer works.', 403);
  assertApiAccess(row.user);
  return row;
}
