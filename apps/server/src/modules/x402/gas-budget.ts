import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { x402GasBudgets } from './schema';

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Books `wei` of relayer gas on the merchant's x402 budget of the UTC day, in one atomic upsert: true when it fits
 * under `limit` (X402_DAILY_GAS_WEI_PER_MERCHANT), false (nothing booked) when it would pass it, so concurrent
 * settlements on several API processes can never overspend it. Booked before submitting (the relayer's gas cap at
 * the current price), then corrected to what was actually spent (see chargeGasSpent).
 */
export async function spendGasBudget(
  db: Db,
  opts: { accountId: string; wei: bigint; limit: bigint; now: Date },
): Promise<boolean> {
  if (opts.wei > opts.limit) return false;
  const rows = await db
    .insert(x402GasBudgets)
    .values({ accountId: opts.accountId, day: utcDay(opts.now), spentWei: opts.wei })
    .onConflictDoUpdate({
      target: [x402GasBudgets.accountId, x402GasBudgets.day],
      set: { spentWei: sql`${x402GasBudgets.spentWei} + excluded.spent_wei` },
      setWhere: sql`${x402GasBudgets.spentWei} + excluded.spent_wei <= ${opts.limit}`,
    })
    .returning({ spent: x402GasBudgets.spentWei });
  return rows.length === 1;
}

/**
 * Replaces a booking of `bookedWei` (made by spendGasBudget on `now`'s day) with what the relayer actually spent: its
 * transaction's `gasUsed × effectiveGasPrice`, or 0 when it provably sent nothing. Never refused: spent is spent, and
 * a budget it takes past its limit refuses the next settlement.
 */
export async function chargeGasSpent(
  db: Db,
  opts: { accountId: string; bookedWei: bigint; spentWei: bigint; now: Date },
): Promise<void> {
  if (opts.spentWei === opts.bookedWei) return;
  await db
    .update(x402GasBudgets)
    .set({
      spentWei: sql`greatest(${x402GasBudgets.spentWei} + ${(opts.spentWei - opts.bookedWei).toString()}::bigint, 0)`,
    })
    .where(and(eq(x402GasBudgets.accountId, opts.accountId), eq(x402GasBudgets.day, utcDay(opts.now))));
}
