import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { evmAmountOffsets } from './schema';

/**
 * Releases the amounts a link still asks for (all of them, or only `payAmount`) as of `from`: they stay reserved
 * to the link, quarantined, until allocateAmountOffset may reclaim them. No-op for links without one.
 */
export async function releaseAmountOffset(tx: Db, paymentId: string, from: Date, payAmount?: bigint): Promise<void> {
  await tx
    .update(evmAmountOffsets)
    .set({ releasedAt: from })
    .where(and(eq(evmAmountOffsets.paymentId, paymentId), isNull(evmAmountOffsets.releasedAt), payAmount === undefined ? undefined : eq(evmAmountOffsets.payAmount, payAmount)));
}
