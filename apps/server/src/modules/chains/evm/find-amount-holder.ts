import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { offsetAsset } from './allocate-amount-offset';
import { evmAmountOffsets } from './schema';

/**
 * The link an EVM transfer of exactly `payAmount` of `asset` to `recipient` pays: the one holding that amount, as its
 * current quote, an earlier quote, or released but still in quarantine. Null when no link holds it.
 */
export async function findAmountHolder(tx: Db, transfer: { network: string; asset: string; recipient: string; payAmount: bigint }): Promise<string | null> {
  const [held] = await tx
    .select({ paymentId: evmAmountOffsets.paymentId })
    .from(evmAmountOffsets)
    .where(
      and(
        eq(evmAmountOffsets.network, transfer.network),
        eq(evmAmountOffsets.asset, offsetAsset(transfer.asset)),
        eq(evmAmountOffsets.recipient, transfer.recipient.toLowerCase()),
        eq(evmAmountOffsets.payAmount, transfer.payAmount),
      ),
    );
  return held?.paymentId ?? null;
}
