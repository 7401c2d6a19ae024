import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sponsorBudgets } from './schema';

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Books `fee` lamports on the merchant's sponsor budget of the UTC day, in one atomic upsert: true when it fits
 * under `limit` (SPONSOR_DAILY_LAMPORTS_PER_MERCHANT), false (nothing booked) when it would pass it, so concurrent
 * requests on several API processes can never overspend it.
 */
export async function spendSponsorBudget(db: Db, opts: { accountId: string; fee: bigint; limit: bigint; now: Date }): Promise<boolean> {
  if (opts.fee > opts.limit) return false;
  const rows = await db
    .insert(sponsorBudgets)
    .values({ accountId: opts.accountId, day: utcDay(opts.now), spentLamports: opts.fee })
    .onConflictDoUpdate({
      target: [sponsorBudgets.accountId, sponsorBudgets.day],
      set: { spentLamports: sql`${sponsorBudgets.spentLamports} + excluded.spent_lamports` },
      setWhere: sql`${sponsorBudgets.spentLamports} + excluded.spent_lamports <= ${opts.limit}`,
    })
    .returning({ spent: sponsorBudgets.spentLamports });
  return rows.length === 1;
}

/** Gives back a booking whose transaction was refused before the sponsor's signature left the server. */
export async function refundSponsorBudget(db: Db, opts: { accountId: string; fee: bigint; now: Date }): Promise<void> {
  await db
    .update(sponsorBudgets)
    .set({ spentLamports: sql`${sponsorBudgets.spentLamports} - ${opts.fee}` })
    .where(and(eq(sponsorBudgets.accountId, opts.accountId), eq(sponsorBudgets.day, utcDay(opts.now))));
}
