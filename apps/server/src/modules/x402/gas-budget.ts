import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { x402GasBudgets } from './schema';

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Books `wei` of relayer gas on the merchant's x402 budget of the UTC day, in one atomic upsert: true when it fits
 * under `limit` (X402_DAILY_GAS_WEI_PER_MERCHANT), false (nothing booked) when it would pass it, so concurrent
 * settlements on several API processes can never overspend it. Booked before submitting, never given back: the gas
 * of a submitted transaction is spent even when it fails.
 */
export async function spendGasBudget(db: Db, opts: { accountId: string; wei: bigint; limit: bigint; now: Date }): Promise<boolean> {
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
