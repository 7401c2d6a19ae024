import { sql } from 'drizzle-orm';
import type { UnmatchedReason } from '@paylink/shared';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseUnits } from '../../db/base-units-column';
import { payments } from '../payments/schema';
import { merchantAccounts } from '../accounts/schema';

export const UNMATCHED_STATUSES = ['open', 'assigned', 'dismissed'] as const;
export type UnmatchedStatus = (typeof UNMATCHED_STATUSES)[number];

/**
 * Confirmed transfers of an accepted token to a merchant's watched wallet that paid no link (a wrong amount, after
 * the late window, or with no link to match), on any network. The merchant assigns one to a link (it then counts
 * through the transition table) or dismisses it.
 */
export const unmatchedTransfers = pgTable(
  'unmatched_transfers',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    currency: text('currency').notNull(),
    /** Token contract or mint; null for the network's own coin. */
    token: text('token'),
    recipient: text('recipient').notNull(),
    payer: text('payer'),
    amount: baseUnits('amount').notNull(),
    /** Transaction hash or signature. */
    txId: text('tx_id').notNull(),
    /** Which transfer of the transaction: the log index for a token, -1 for the coin itself. */
    position: integer('position').notNull(),
    block: bigint('block', { mode: 'bigint' }).notNull(),
    txIndex: integer('tx_index'),
    blockTime: timestamp('block_time', { withTimezone: true }),
    /** Why it paid no link, when it was recorded. */
    reason: text('reason').$type<UnmatchedReason>(),
    status: text('status').$type<UnmatchedStatus>().notNull().default('open'),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('unmatched_transfers_transfer_uq').on(t.network, t.txId, t.position),
    index('unmatched_transfers_user_idx').on(t.accountId, t.status, t.createdAt),
    check('unmatched_transfers_status_ck', sql`${t.status} in ('open', 'assigned', 'dismissed')`),
  ],
);
export type UnmatchedTransferRow = typeof unmatchedTransfers.$inferSelect;
