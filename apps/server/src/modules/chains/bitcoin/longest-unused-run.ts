import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bitcoinDerivedAddresses } from './schema';

/** BIP44's gap limit: a wallet restoring an account key stops looking after this many unused addresses in a row. */
export const GAP_LIMIT = 20;

/**
 * The longest run of consecutive addresses of an account key given to links that received nothing (`used` says
 * which links did). From GAP_LIMIT on, a light wallet restored from the key stops before what follows the run:
 * funds there (or paid to the next links) would not show in it.
 */
export async function longestUnusedRun(
  db: Db,
  accountKey: string,
  used: (paymentIds: string[]) => Promise<Set<string>>,
): Promise<number> {
  const rows = await db
    .select({ paymentId: bitcoinDerivedAddresses.paymentId })
    .from(bitcoinDerivedAddresses)
    .where(eq(bitcoinDerivedAddresses.accountKey, accountKey))
    .orderBy(asc(bitcoinDerivedAddresses.index));
  const paid = await used(rows.map((r) => r.paymentId));
  let longest = 0;
  let run = 0;
  for (const row of rows) {
    run = paid.has(row.paymentId) ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
}
