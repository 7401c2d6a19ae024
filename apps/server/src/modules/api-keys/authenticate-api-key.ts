import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared-statement';
import type { Deps } from '../../deps';
import { accountWithOwner } from '../accounts/account-with-owner';
import type { ActingAccount } from '../accounts/session-cache';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/hash-token';
import { withAccount, type UserRow } from '../accounts/user-dto';
import { assertApiAccess } from './assert-api-access';
import { recordKeyUse } from './record-key-use';
import { apiKeys } from './schema';

export const API_KEY_PATTERN = /^pl_(live|test)_[1-9A-HJ-NP-Za-km-z]+$/;

/** A key never expires by itself: its cache entry lasts the cache's own time (SESSION_CACHE_MS). */
const NO_EXPIRY = new Date(8.64e15);

/**
 * Resolves an API key to its merchant and key id. A revoked or replaced key, a suspended or inactive user
 * and a user without an active monthly plan are all refused. A valid key is remembered for a few seconds, as a
 * session is (SESSION_CACHE_MS): its revocation, a role change, or a change of its account or owner is pushed to
 * every process (NOTIFY), so it is refused on the next request.
 * A `pl_test_` key works in offline mode only: a data dir moved to a real chain must not keep accepting it.
 */
export async function authenticateApiKey(
  deps: Pick<Deps, 'db' | 'sessionCache' | 'config'>,
  apiKey: string,
): Promise<{ user: UserRow; account: ActingAccount; apiKeyId: string; maker: { id: string; email: string } | null }> {
  if (apiKey.startsWith('pl_test_') && !deps.config.offline) {
    throw new AppError(
      'UNAUTHORIZED',
      'Test API keys (pl_test_) work only in offline mode. Generate a live key in Settings → API Integration.',
      401,
    );
  }
  const keyHash = hashToken(apiKey);
  const now = Date.now();
  const cached = deps.sessionCache.get(keyHash, now);
  const row =
    cached?.apiKey && cached.account
      ? { user: cached.user, account: cached.account, apiKeyId: cached.apiKey.id, maker: cached.apiKey.maker }
      : await readApiKey(deps, apiKey, keyHash, now);
  if (!row) throw new AppError('UNAUTHORIZED', 'Invalid API key. Generate a key in Settings → API Integration.', 401);
  if (row.user.status !== 'ACTIVE')
    throw new AppError('ACCOUNT_DISABLED', 'This account is disabled; its API key no longer works.', 403);
  assertApiAccess(row.user);
  await recordKeyUse(deps.db, row.apiKeyId, now);
  return row;
}

const liveKey = preparedStatement((db) =>
  db
    .select({ accountId: apiKeys.accountId, apiKeyId: apiKeys.id, role: apiKeys.role, madeBy: apiKeys.createdByUserId })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .prepare('live_api_key'),
);

async function readApiKey(deps: Pick<Deps, 'db' | 'sessionCache'>, apiKey: string, keyHash: string, now: number) {
  const generation = deps.sessionCache.generation();
  const [key] = API_KEY_PATTERN.test(apiKey) ? await liveKey(deps.db).execute({ keyHash }) : [];
  // A key acts for its account with the role it was made with; its owner stands as the request's user (their
  // suspension disables the account's keys). Its maker (null for a key made before teams) is who made its changes.
  const holder = key && (await accountWithOwner(deps.db, key.accountId, key.madeBy));
  if (!holder) return undefined;
  const user = withAccount(holder.owner, holder.account);
  const account = { id: holder.account.id, name: holder.account.name, role: key.role };
  const maker = key.madeBy && holder.personEmail ? { id: key.madeBy, email: holder.personEmail } : null;
  deps.sessionCache.set(keyHash, { user, account, apiKey: { id: key.apiKeyId, maker } }, NO_EXPIRY, now, generation);
  return { user, account, apiKeyId: key.apiKeyId, maker };
}
