import type { Db } from '../../db/client';

/**
 * Moves an account's credit balance, returns the new one; with `onlyIfCovered`, a debit the balance does not cover
 * moves nothing and answers undefined (accounts' `moveCreditBalance`: the balance is a column of their account row).
 */
export type BalanceMover = (tx: Db, opts: { accountId: string; delta: number; onlyIfCovered: boolean; now: Date }) => Promise<number | undefined>;

let mover: BalanceMover | undefined;

/**
 * Called once at start (createDeps, the admin command): accounts sit above credits (signing up writes the signup
 * credits), so credits move the balance through the function accounts hand them and never name their table.
 */
export function registerBalanceMover(move: BalanceMover): void {
  mover = move;
}

/** Moves the balance through the registered mover; none registered is a wiring bug: it throws. */
export function moveBalance(tx: Db, opts: Parameters<BalanceMover>[1]): Promise<number | undefined> {
  if (!mover) throw new Error('no balance mover registered (createDeps registers accounts/move-credit-balance)');
  return mover(tx, opts);
}
