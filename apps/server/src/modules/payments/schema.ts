import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FAILURE_REASONS, TRANSFER_OUTCOMES, type RejectReason, type TransferOutcome } from '@paylink/shared';
import { baseUnits, payments, quoted } from '../../db/schema';

/**
 * Every confirmed transaction that carries a link's reference, once per link, with what it did for the link.
 * amount_received on the link is the sum of its counted transfers; a signature counts toward one link at most.
 */
export const paymentTransfers = pgTable(
  'payment_transfers',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    outcome: text('outcome').$type<TransferOutcome>().notNull(),
    /** Why a rejected transfer could not pay the link; null for counted and excess transfers. */
    reason: text('reason').$type<RejectReason>(),
    /** Base units of the token moved (mint null = SOL), null when the transaction moved nothing readable. */
    amount: baseUnits('amount'),
    mint: text('mint'),
    /** SOL or USDC; null for a token we do not know (its amount is then not shown as a decimal). */
    currency: text('currency'),
    payer: text('payer'),
    slot: bigint('slot', { mode: 'bigint' }).notNull(),
    /** Position of the transaction in its block when the RPC told us; ties within a slot keep the order found. */
    txIndex: integer('tx_index'),
    blockTime: timestamp('block_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transfers_payment_signature_uq').on(t.paymentId, t.signature),
    uniqueIndex('payment_transfers_counted_once_uq').on(t.signature).where(sql.raw(`${t.outcome.name} <> 'rejected'`)),
    index('payment_transfers_payment_idx').on(t.paymentId, t.slot),
    check('payment_transfers_outcome_check', sql.raw(`${t.outcome.name} in (${quoted(TRANSFER_OUTCOMES)})`)),
    check(
      'payment_transfers_reason_check',
      sql.raw(`(${t.outcome.name} = 'rejected') = (${t.reason.name} is not null) and (${t.reason.name} is null or ${t.reason.name} in (${quoted(FAILURE_REASONS.filter((r) => r !== 'underpaid'))}))`),
    ),
    check('payment_transfers_amount_check', sql.raw(`${t.amount.name} is null or ${t.amount.name} >= 0`)),
  ],
);
export type PaymentTransferRow = typeof paymentTransfers.$inferSelect;
