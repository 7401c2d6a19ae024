import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sponsorBudgets } from './schema';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Adds `fee` to the merchant's day in one atomic upsert; with a `limit`, only when the sum stays under it. */
async function addToBudget(
  db: Db,
  opts: { accountId: string; fee: bigint; day: string; limit?: bigint },
): Promise<boolean> {
  const rows = await db
    .insert(sponsorBudgets)
    .values({ accountId: opts.accountId, day: opts.day, spentLamports: opts.fee })
    .onConflictDoUpdate({
      target: [sponsorBudgets.accountId, sponsorBudgets.day],
      set: { spentLamports: sql`${sponsorBudgets.spentLamports} + excluded.spent_lamports` },
      setWhere:
        opts.limit === undefined
          ? undefined
          : sql`${sponsorBudgets.spentLamports} + excluded.spent_lamports <= ${opts.limit}`,
    })
    .returning({ spent: sponsorBudgets.spentLamports });
  return rows.length === 1;
}

/**
 * Books `fee` lamports on the merchant's sponsor budget of the UTC day before Paylink sends a transaction itself
 * (x402): true when it fits under `limit` (SPONSOR_DAILY_LAMPORTS_PER_MERCHANT), false (nothing booked) when it
 * would pass it, so concurrent requests on several API processes can never overspend it.
 */
export async function spendSponsorBudget(
  db: Db,
  opts: { accountId: string; fee: bigint; limit: bigint; now: Date },
): Promise<boolean> {
  if (opts.fee > opts.limit) return false;
  return addToBudget(db, { accountId: opts.accountId, fee: opts.fee, day: utcDay(opts.now), limit: opts.limit });
}

/** Gives back a booking whose transaction was refused before the sponsor's signature left the server. */
export async function refundSponsorBudget(db: Db, opts: { accountId: string; fee: bigint; now: Date }): Promise<void> {
  await db
    .update(sponsorBudgets)
    .set({ spentLamports: sql`${sponsorBudgets.spentLamports} - ${opts.fee}` })
    .where(and(eq(sponsorBudgets.accountId, opts.accountId), eq(sponsorBudgets.day, utcDay(opts.now))));
}

/**
 * Whether the merchant's budget of the day still has room for `fee` (a transaction request about to be signed):
 * nothing is booked, since a transaction that never lands costs nothing; it is charged when it lands.
 */
export async function sponsorBudgetAllows(
  db: Db,
  opts: { accountId: string; fee: bigint; limit: bigint; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ spent: sponsorBudgets.spentLamports })
    .from(sponsorBudgets)
    .where(and(eq(sponsorBudgets.accountId, opts.accountId), eq(sponsorBudgets.day, utcDay(opts.now))));
  return (row?.spent ?? 0n) + opts.fee <= opts.limit;
}

/**
 * Charges what a sponsored transaction cost once it landed, on the day it was signed. Never refused: the sponsor
 * has paid it. The day may pass the limit by the fees of transactions signed before it filled, at most
 * SPONSOR_MAX_PENDING_PER_ACCOUNT per paying account.
 */
export async function chargeSponsorBudget(
  db: Db,
  opts: { accountId: string; fee: bigint; signedAt: Date },
): Promise<void> {
  await addToBudget(db, { accountId: opts.accountId, fee: opts.fee, day: utcDay(opts.signedAt) });
}
