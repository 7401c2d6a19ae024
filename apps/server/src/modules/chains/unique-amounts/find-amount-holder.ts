import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { offsetAsset } from './allocate-amount-offset';
import { uniqueAmounts } from './schema';

/**
 * The link a transfer (EVM, Bitcoin) of exactly `payAmount` of `asset` to `recipient` pays: the one holding that amount, as its
 * current quote, an earlier quote, or released but still in quarantine. Null when no link holds it.
 */
export async function findAmountHolder(
  tx: Db,
  transfer: { network: string; asset: string; recipient: string; payAmount: bigint },
): Promise<string | null> {
  const [held] = await tx
    .select({ paymentId: uniqueAmounts.paymentId })
    .from(uniqueAmounts)
    .where(
      and(
        eq(uniqueAmounts.network, transfer.network),
        eq(uniqueAmounts.asset, offsetAsset(transfer.asset)),
        eq(uniqueAmounts.recipient, transfer.recipient.toLowerCase()),
        eq(uniqueAmounts.payAmount, transfer.payAmount),
      ),
    );
  return held?.paymentId ?? null;
}
