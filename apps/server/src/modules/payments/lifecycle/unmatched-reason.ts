import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { UnmatchedReason } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { payments } from '../schema';

/** Block clocks and ours may differ a little: a transfer this much older than a link may still be for it. */
export const CLOCK_SLACK_MS = 60_000;

/**
 * Why a transfer to a watched wallet paid no link, on a network matching by amount: a link asked for exactly this
 * amount (or was paid at this address of its own, no pay amount) but has ended; else whether one was open.
 */
export async function unmatchedReason(
  tx: Db,
  t: { network: string; currency: string; recipient: string; amount: bigint; blockTime: Date },
): Promise<UnmatchedReason> {
  const sameWallet = and(
    eq(payments.network, t.network),
    eq(payments.currency, t.currency),
    eq(payments.recipientAddress, t.recipient),
  );
  const [ended] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        sameWallet,
        or(eq(payments.payAmount, t.amount), isNull(payments.payAmount)),
        ne(payments.status, 'PENDING'),
        lte(payments.createdAt, new Date(t.blockTime.getTime() + CLOCK_SLACK_MS)),
      ),
    )
    .limit(1);
  if (ended) return 'link_ended';
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(sameWallet, eq(payments.status, 'PENDING')))
    .limit(1);
  return open ? 'wrong_amount' : 'no_open_link';
}
