import { and, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { appendPayoutEvent } from './payout-events';
import { nextPayoutStatus, PAYOUT_EVENT_WEBHOOKS, statusesAllowing, type PayoutEvent } from './payout-transitions';
import { payouts, type PayoutRow } from './schema';

/**
 * The one place a payout changes status: a conditional update from the statuses the transition table allows for
 * `event`, so of two concurrent moves (two claim answers, a cancel racing a batch) exactly one applies. Null when
 * the payout is not (or no longer) in such a status. The webhook the event sends (payout.paid, payout.failed) is
 * written to the payouts' outbox in the same transaction, whichever path moved the payout.
 */
export async function applyPayoutTransition(
  ctx: { db: Db; config: AppConfig },
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
  const webhook = PAYOUT_EVENT_WEBHOOKS[event];
  const move = async (tx: Db) => {
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
    if (row && webhook) await appendPayoutEvent(tx, ctx.config, row, webhook);
    return row ?? null;
  };
  return webhook ? ctx.db.transaction(move) : move(ctx.db);
}

/** applyPayoutTransition, or a 409 naming the status that refused it. */
export async function requirePayoutTransition(
  ctx: { db: Db; config: AppConfig },
  row: PayoutRow,
  event: PayoutEvent,
  fields?: Parameters<typeof applyPayoutTransition>[3],
): Promise<PayoutRow> {
  const moved = await applyPayoutTransition(ctx, { id: row.id, accountId: row.accountId }, event, fields);
  if (!moved) throw new AppError('CONFLICT', `This payout is ${row.status}: it cannot be ${event} now`, 409);
  return moved;
}
