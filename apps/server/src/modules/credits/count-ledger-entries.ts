import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CreditReason } from './change-credits';
import { creditLedger } from './schema';

/** How many ledger rows of this reason the account has (each paid API call is one `api_call` row). */
export async function countLedgerEntries(db: Db, accountId: string, reason: CreditReason): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(creditLedger)
    .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.reason, reason)));
  return row?.n ?? 0;
}
