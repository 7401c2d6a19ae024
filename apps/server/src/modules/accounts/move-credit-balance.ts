import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';

/**
 * Moves the account's credit balance by `delta` in the caller's transaction and returns the new balance; with
 * `onlyIfCovered`, a debit the balance does not cover moves nothing (checked in the UPDATE itself, so concurrent
 * debits can never take the balance below zero) and answers undefined. Credits call it (they keep the ledger);
 * the UPDATE takes the account's row lock, the first lock of every credits writer.
 */
export async function moveCreditBalance(tx: Db, opts: { accountId: string; delta: number; onlyIfCovered: boolean; now: Date }): Promise<number | undefined> {
  const [row] = await tx
    .update(merchantAccounts)
    .set({ transactionCredits: sql`${merchantAccounts.transactionCredits} + ${opts.delta}`, updatedAt: opts.now })
    .where(and(eq(merchantAccounts.id, opts.accountId), opts.onlyIfCovered ? gte(merchantAccounts.transactionCredits, -opts.delta) : undefined))
    .returning({ balance: merchantAccounts.transactionCredits });
  return row?.balance;
}
