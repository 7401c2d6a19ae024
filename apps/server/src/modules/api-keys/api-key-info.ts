import type { ApiKeyInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import { countLedgerEntries } from '../credits/count-ledger-entries';
import { findAccount } from '../accounts/find-account';
import { ownKeys, type KeyHolder } from './member-keys';
import { apiKeys } from './schema';

/**
 * SPEC section 3 "Api key info", for the member asking: their own key (keys are per member, issue 48; a merchant
 * alone sees the one key as before). totalApiCalls is derived from the ledger, where each paid API call is one row.
 */
export async function apiKeyInfo(db: Db, holder: KeyHolder): Promise<ApiKeyInfo> {
  const [[key], calls, fresh] = await Promise.all([
    db.select({ masked: apiKeys.masked }).from(apiKeys).where(ownKeys(holder)),
    countLedgerEntries(db, holder.account.id, 'api_call'),
    findAccount(db, holder.account.id),
  ]);
  return {
    hasApiKey: key !== undefined,
    apiKeyMasked: key?.masked ?? null,
    creditsRemaining: fresh?.transactionCredits ?? 0,
    totalApiCalls: calls,
  };
}
