import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { nextPayoutStatus, statusesAllowing, type PayoutEvent } from './payout-transitions';
import { payouts, type PayoutRow } from './schema';

/**
 * The one place a payout changes status: a conditional update from the statuses the transition table allows for
 * `event`, so of two concurrent moves (two claim answers, a cancel racing a batch) exactly one applies. Null when
 * the payout is not (or no longer) in such a status.
 */
export async function applyPayoutTransition(
  tx: Db,
  where: { id: string; accountId?: string },
  event: PayoutEvent,
  fields: Partial<
    Pick<
      PayoutRow,
      | 'network'
      | 'address'
      | 'claimedAt'
      | 'batchId'
      | 'txId'
      | 'paidAt'
      | 'payAmount'
      | 'rate'
      | 'rateSource'
      | 'quotedAt'
    >
  > = {},
): Promise<PayoutRow | null> {
  const from = statusesAllowing(event);
  // Every event leads to one status, whichever it starts from (the table's rows differ only in what they allow).
  const to = nextPayoutStatus(from[0]!, event)!;
  const [row] = await tx
    .update(payouts)
    .set({ ...fields, status: to })
    .where(
      and(
        eq(payouts.id, where.id),
        where.accountId ? eq(payouts.accountId, where.accountId) : undefined,
        inArray(payouts.status, from),
      ),
    )
    .returning();
  return row ?? null;
}

/** applyPayoutTransition, or a 409 naming the status that refused it. */
export async function requirePayoutTransition(
  tx: Db,
  row: PayoutRow,
  event: PayoutEvent,
  fields?: Parameters<typeof applyPayoutTransition>[3],
): Promise<PayoutRow> {
  const moved = await applyPayoutTransition(tx, { id: row.id, accountId: row.accountId }, event, fields);
  if (!moved) throw new AppError('CONFLICT', `This payout is ${row.status}: it cannot be ${event} now`, 409);
  return moved;
}
