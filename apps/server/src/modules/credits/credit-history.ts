import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger } from './schema';

/** The account's latest ledger rows that were not a spend (a link or an API call), newest first. */
export function creditHistory(db: Db, accountId: string, limit: number) {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, accountId), notInArray(creditLedger.reason, ['payment_link', 'api_call'])))
    .orderBy(desc(creditLedger.id))
    .limit(limit);
}
