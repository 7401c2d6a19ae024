import type { SQL } from 'drizzle-orm';

/**
 * The statement moving an account's credit balance, returning the new one as `balance` (no row: a debit it does not
 * cover); accounts' `creditBalanceUpdate`, since the balance is a column of their account row.
 */
export type BalanceUpdate = (opts: { accountId: string; delta: number; onlyIfCovered: boolean; now: Date }) => SQL;

let update: BalanceUpdate | undefined;

/**
 * Called once at start (createDeps, the admin command): accounts sit above credits (signing up writes the signup
 * credits), so credits move the balance through the statement accounts hand them and never name their table.
 */
export function registerBalanceUpdate(build: BalanceUpdate): void {
  update = build;
}

/** The balance statement from the registered builder; none registered is a wiring bug: it throws. */
export function balanceUpdate(opts: Parameters<BalanceUpdate>[0]): SQL {
  if (!update) throw new Error('no balance update registered (createDeps registers accounts/credit-balance-update)');
  return update(opts);
}
