import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { uniqueAmounts } from './schema';

/** Makes an amount the link already holds (an earlier quote's) the one it asks for again: no longer released. */
export async function holdAmountOffset(tx: Db, paymentId: string, payAmount: bigint): Promise<void> {
  await tx
    .update(uniqueAmounts)
    .set({ releasedAt: null })
    .where(and(eq(uniqueAmounts.paymentId, paymentId), eq(uniqueAmounts.payAmount, payAmount)));
}
