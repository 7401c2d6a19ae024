import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { uniqueAmounts } from './schema';

/**
 * Releases amounts a link held, as of `from`; they stay reserved to it, quarantined, until allocateAmountOffset may
 * reclaim them. With `payAmount`: that one amount, of a quote the link replaced. Without: every amount of a link that
 * is no longer open, its earlier quotes' included, quarantined from `from` at the earliest. No-op for links without one.
 */
export async function releaseAmountOffset(tx: Db, paymentId: string, from: Date, payAmount?: bigint): Promise<void> {
  if (payAmount !== undefined) {
    await tx
      .update(uniqueAmounts)
      .set({ releasedAt: from })
      .where(
        and(
          eq(uniqueAmounts.paymentId, paymentId),
          eq(uniqueAmounts.payAmount, payAmount),
          isNull(uniqueAmounts.releasedAt),
        ),
      );
    return;
  }
  await tx
    .update(uniqueAmounts)
    .set({
      releasedAt: sql`greatest(coalesce(${uniqueAmounts.releasedAt}, ${from.toISOString()}::timestamptz), ${from.toISOString()}::timestamptz)`,
    })
    .where(eq(uniqueAmounts.paymentId, paymentId));
}
