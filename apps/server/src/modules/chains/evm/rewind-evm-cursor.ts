import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { NETWORK_CURSOR } from '../cursors';
import { chainCursors } from '../schema';

/**
 * After a transfer at `block` was rolled back (a reorg before finality): the network's watcher reads again from that
 * block, since the dropped transaction (or the customer's new one) may be mined at that height or later. Only ever
 * moves the cursor back; blocks read again record nothing twice.
 */
export async function rewindEvmCursor(tx: Db, network: string, block: bigint, now: Date): Promise<void> {
  await tx
    .update(chainCursors)
    .set({ position: (block - 1n).toString(), updatedAt: now })
    .where(
      and(
        eq(chainCursors.network, network),
        eq(chainCursors.key, NETWORK_CURSOR),
        sql`${chainCursors.position}::numeric >= ${block.toString()}::numeric`,
      ),
    );
}
