import { and, eq, isNull } from 'drizzle-orm';
import type { ApiKeyInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import { countLedgerEntries } from '../credits/count-ledger-entries';
import { findUser } from '../accounts/find-user';
import type { UserRow } from '../accounts/user-dto';
import { apiKeys } from './schema';

/** SPEC section 3 "Api key info"; totalApiCalls is derived from the ledger, where each paid API call is one row. */
export async function apiKeyInfo(db: Db, user: UserRow): Promise<ApiKeyInfo> {
  const [[key], calls, fresh] = await Promise.all([
    db.select({ masked: apiKeys.masked }).from(apiKeys).where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt))),
    countLedgerEntries(db, user.id, 'api_call'),
    // The row may come from the session cache, whose balance can be a few seconds old.
    findUser(db, user.id),
  ]);
  return {
    hasApiKey: key !== undefined,
    apiKeyMasked: key?.masked ?? null,
    creditsRemaining: fresh?.transactionCredits ?? 0,
    totalApiCalls: calls,
  };
}
