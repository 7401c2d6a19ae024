import { and, eq, isNull } from 'drizzle-orm';
import type { ApiKeyInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import { countLedgerEntries } from '../credits/count-ledger-entries';
import { findAccount } from '../accounts/find-account';
import { apiKeys } from './schema';

/** SPEC section 3 "Api key info"; totalApiCalls is derived from the ledger, where each paid API call is one row. */
export async function apiKeyInfo(db: Db, accountId: string): Promise<ApiKeyInfo> {
  const [[key], calls, fresh] = await Promise.all([
    db.select({ masked: apiKeys.masked }).from(apiKeys).where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt))),
    countLedgerEntries(db, accountId, 'api_call'),
    findAccount(db, accountId),
  ]);
  return {
    hasApiKey: key !== undefined,
    apiKeyMasked: key?.masked ?? null,
    creditsRemaining: fresh?.transactionCredits ?? 0,
    totalApiCalls: calls,
  };
}
