import { and, eq, gte, sql } from 'drizzle-orm';
import { MSG } from '@paylink/shared';
import type { Db } from '../../db/client';
import { users } from '../accounts/schema';
import { AppError } from '../../lib/app-error';
import { creditLedger, planAllowances } from './schema';

export type CreditReason =
  | 'signup_bonus'
  | 'payment_link'
  | 'api_call'
  | 'purchase'
  | 'admin_adjustment'
  | 'plan_credits'
  | 'monthly_reset'
  | 'plan_ended'
  | 'purchase_reversed';

/**
 * Moves a user's credits by `delta` and appends the ledger row, in the caller's transaction.
 * A debit only happens when the balance covers it (checked in the UPDATE itself, so concurrent
 * debits can never take the balance below zero). A debit spends the monthly plan allowance first (it is
 * replaced at the next reset), then purchased credits (they never expire). Returns the new balance.
 */
export async function changeCredits(
  tx: Db,
  opts: { userId: string; delta: number; reason: CreditReason; referenceId?: string | null },
): Promise<number> {
  const condition =
    opts.delta < 0 ? and(eq(users.id, opts.userId), gte(users.transactionCredits, -opts.delta)) : eq(users.id, opts.userId);
  const [row] = await tx
    .update(users)
    .set({ transactionCredits: sql`${users.transactionCredits} + ${opts.delta}`, updatedAt: new Date() })
    .where(condition)
    .returning({ balance: users.transactionCredits });
  if (!row) throw new AppError('INSUFFICIENT_CREDITS', MSG.insufficientCredits, 402);
  if (opts.delta < 0) {
    // Same lock order as every other writer (users row first), so this cannot deadlock with a reset.
    await tx
      .update(planAllowances)
      .set({ remaining: sql`greatest(${planAllowances.remaining} + ${opts.delta}, 0)`, updatedAt: new Date() })
      .where(eq(planAllowances.userId, opts.userId));
  }
  await tx.insert(creditLedger).values({
    userId: opts.userId,
    delta: opts.delta,
    balanceAfter: row.balance,
    reason: opts.reason,
    referenceId: opts.referenceId ?? null,
  });
  return row.balance;
}
