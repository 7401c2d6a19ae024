import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { evmAmountOffsets } from './schema';

/** Frees a link's offset once it is no longer open (no-op for links without one). */
export async function releaseAmountOffset(tx: Db, paymentId: string): Promise<void> {
  await tx.delete(evmAmountOffsets).where(eq(evmAmountOffsets.paymentId, paymentId));
}
