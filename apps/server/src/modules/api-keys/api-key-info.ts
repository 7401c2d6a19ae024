import { and, count, eq, isNull } from 'drizzle-orm';
import type { ApiKeyInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import { creditLedger } from '../credits/schema';
import type { UserRow } from '../accounts/user-dto';
import { apiKeys } from './schema';

/** SPEC section 3 "Api key info"; totalApiCalls is derived from the ledger, where each paid API call is one row. */
export async function apiKeyInfo(db: Db, user: UserRow): Promise<ApiKeyInfo> {
  const [[key], [calls]] = await Promise.all([
    db.select({ masked: apiKeys.masked }).from(apiKeys).where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt))),
    db.select({ n: count() }).from(creditLedger).where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'api_call'))),
  ]);
  return {
    hasApiKey: key !== undefined,
    apiKeyMasked: key?.masked ?? null,
    creditsRemaining: user.transactionCredits,
    totalApiCalls: calls?.n ?? 0,
  };
}
