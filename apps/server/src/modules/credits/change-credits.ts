import { sql } from 'drizzle-orm';
import { MSG } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { queryRows } from '../../lib/query-rows';
import { balanceUpdate } from './balance-update';

export type CreditReason =
  | 'signup_bonus'
  | 'payment_link'
  | 'api_call'
  | 'purchase'
  | 'admin_adjustment'
  | 'plan_credits'
  | 'plan_upgrade'
  | 'monthly_reset'
  | 'plan_ended'
  | 'purchase_reversed';

/**
 * Moves a user's credits by `delta` and appends the ledger row, in the caller's transaction.
 * A debit only happens when the balance covers it (checked in the UPDATE itself, so concurrent
 * debits can never take the balance below zero), unless it is an `overdraft`: a charge for work already done that
 * cannot be refused (a subscription's first link, charged when the customer has paid it), which may leave the
 * balance below zero, a debt the next credits pay first. A debit spends the monthly plan allowance first (it is
 * replaced at the next reset), then purchased credits (they never expire). Returns the new balance.
 */
export async function changeCredits(
  tx: Db,
  opts: { accountId: string; delta: number; reason: CreditReason; referenceId?: string | null; overdraft?: boolean },
): Promise<number> {
  const now = new Date();
  const debit = opts.delta < 0;
  // One statement, one round trip: the balance update (accounts' statement; its WHERE is the overdraft check), the
  // allowance and the ledger row only happen when it matched. The account row is locked first, as by every other
  // writer, so this cannot deadlock with a reset.
  const moved = balanceUpdate({
    accountId: opts.accountId,
    delta: opts.delta,
    onlyIfCovered: debit && !opts.overdraft,
    now,
  });
  const [row] = await queryRows<{ balance: number }>(
    tx,
    sql`
    with moved as (${moved}), allowance as (
      update plan_allowances set remaining = greatest(remaining + ${opts.delta}, 0), updated_at = ${now}
      where account_id = ${opts.accountId} and ${debit} and exists (select 1 from moved)
    ), ledger as (
      insert into credit_ledger (account_id, delta, balance_after, reason, reference_id, created_at)
      select ${opts.accountId}, ${opts.delta}, balance, ${opts.reason}, ${opts.referenceId ?? null}, ${now} from moved
    )
    select balance from moved`,
  );
  if (!row) throw new AppError('INSUFFICIENT_CREDITS', MSG.insufficientCredits, 402);
  return Number(row.balance);
}
