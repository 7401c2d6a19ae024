import { sql, type SQL } from 'drizzle-orm';

/**
 * The statement that moves the account's credit balance by `delta`, returning the new one as `balance`; with
 * `onlyIfCovered`, a debit the balance does not cover matches no row (checked in the UPDATE itself, so concurrent
 * debits can never take the balance below zero). A statement, not a call: credits run it as the first part of the one
 * statement that also writes the allowance and the ledger row (one round trip per charge). It takes the account's row
 * lock, the first lock of every credits writer.
 */
export function creditBalanceUpdate(opts: {
  accountId: string;
  delta: number;
  onlyIfCovered: boolean;
  now: Date;
}): SQL {
  return sql`update merchant_accounts set transaction_credits = transaction_credits + ${opts.delta}, updated_at = ${opts.now}
      where id = ${opts.accountId} ${opts.onlyIfCovered ? sql`and transaction_credits >= ${-opts.delta}` : sql``}
      returning transaction_credits as balance`;
}
