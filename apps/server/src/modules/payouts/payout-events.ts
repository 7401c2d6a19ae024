import { and, asc, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import { formatAmount, type PayoutEventType, type WebhookPayout } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { currencyDecimals } from './payout-rails';
import { payoutEvents, type PayoutRow } from './schema';

/** A payout as its webhooks carry it, frozen when the event is written. */
function toWebhookPayout(config: AppConfig, row: PayoutRow): WebhookPayout {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    amount: formatAmount(row.amount, currencyDecimals(config, row.currency)),
    currency: row.currency,
    pay_amount: row.payAmount === null ? null : formatAmount(row.payAmount, currencyDecimals(config, row.payCurrency)),
    pay_currency: row.payCurrency,
    network: row.network,
    address: row.address,
    status: row.status,
    batch_id: row.batchId,
    tx_id: row.txId,
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** Writes `type` for `row` to the payouts' outbox (call it in the transaction of the status change). */
export async function appendPayoutEvent(tx: Db, config: AppConfig, row: PayoutRow, type: PayoutEventType) {
  await tx.insert(payoutEvents).values({
    id: newId('evt'),
    payoutId: row.id,
    accountId: row.accountId,
    type,
    data: { payout: toWebhookPayout(config, row) },
  });
}

/** One payout event as the webhooks read it. */
export interface PayoutOutboxEvent {
  id: string;
  type: PayoutEventType;
  payoutId: string;
  accountId: string;
  data: unknown;
  createdAt: Date;
}

/**
 * The payouts' outbox events of existing merchants created since `since`, oldest first, skipping those `unless` rules
 * out (the reader's bookkeeping, as paymentEventsSince takes it).
 */
export function payoutEventsSince(
  db: Db,
  opts: { since: SQL | Date; unless: (eventId: typeof payoutEvents.id) => SQL; limit: number },
): Promise<PayoutOutboxEvent[]> {
  return db
    .select({
      id: payoutEvents.id,
      type: payoutEvents.type,
      payoutId: payoutEvents.payoutId,
      // Not null: the where clause leaves out events whose merchant was deleted.
      accountId: sql<string>`${payoutEvents.accountId}`,
      data: payoutEvents.data,
      createdAt: payoutEvents.createdAt,
    })
    .from(payoutEvents)
    .where(
      and(gte(payoutEvents.createdAt, opts.since), isNotNull(payoutEvents.accountId), opts.unless(payoutEvents.id)),
    )
    .orderBy(asc(payoutEvents.createdAt), asc(payoutEvents.id))
    .limit(opts.limit);
}
