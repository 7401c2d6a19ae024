import { and, eq } from 'drizzle-orm';
import type { UnmatchedListing } from '../payments/lifecycle/record-observed-transfer';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { unmatchedTransfers } from './schema';

/** Whether this transfer (network, transaction, position) is already in some inbox. */
export async function isListedUnmatched(
  tx: Db,
  t: { network: string; txId: string; position: number },
): Promise<boolean> {
  const [listed] = await tx
    .select({ id: unmatchedTransfers.id })
    .from(unmatchedTransfers)
    .where(
      and(
        eq(unmatchedTransfers.network, t.network),
        eq(unmatchedTransfers.txId, t.txId),
        eq(unmatchedTransfers.position, t.position),
      ),
    );
  return !!listed;
}

/** The inbox as the watchers record into it (payments' UnmatchedInbox). */
export const unmatchedInbox = { isListed: isListedUnmatched, list: listUnmatchedTransfer };

/** Lists a transfer that paid no link in its owner's inbox, once (unique per network, transaction and position); its id, or null when already listed. */
export async function listUnmatchedTransfer(tx: Db, t: UnmatchedListing): Promise<string | null> {
  const { txId, ...rest } = t;
  const [inserted] = await tx
    .insert(unmatchedTransfers)
    .values({ id: newId('utr'), ...rest, txId: txId })
    .onConflictDoNothing()
    .returning({ id: unmatchedTransfers.id });
  return inserted?.id ?? null;
}
