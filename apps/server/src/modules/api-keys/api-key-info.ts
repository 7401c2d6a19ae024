import { and, count, eq, isNull } from 'drizzle-orm';
import type { ApiKeyInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import { creditLedger } from '../credits/schema';
import { users } from '../accounts/schema';
import type { UserRow } from '../accounts/user-dto';
import { apiKeys } from './schema';

/** SPEC section 3 "Api key info"; totalApiCalls is derived from the ledger, where each paid API call is one row. */
export async function apiKeyInfo(db: Db, user: UserRow): Promise<ApiKeyInfo> {
  const [[key], [calls], [balance]] = await Promise.all([
    db.select({ masked: apiKeys.masked }).from(apiKeys).where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt))),
    db.select({ n: count() }).from(creditLedger).where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'api_call'))),
    // The row may come from the session cache, whose balance can be a few seconds old.
    db.select({ credits: users.transactionCredits }).from(users).where(eq(users.id, user.id)),
  ]);
  return {
    hasApiKey: key !== undefined,
    apiKeyMasked: key?.masked ?? null,
    creditsRemaining: balance?.credits ?? 0,
    totalApiCalls: calls?.n ?? 0,
  };
}
