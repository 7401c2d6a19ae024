import { sql } from 'drizzle-orm';
import type { MisdirectedStatus } from '@paylink/shared';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseUnits } from '../../../db/base-units-column';
import { merchantAccounts } from '../../accounts/schema';
import { payments } from '../schema';

/**
 * Payments sent on the wrong network: a confirmed transfer of a listed token (its contract, never its symbol) to a
 * merchant's address, of the exact unique pay amount of one of their PENDING links on another network sharing the
 * address (USDC on Arbitrum for a USDC link on Base). Once per (network, transaction, log index); never counted until
 * the merchant accepts it (it then counts toward the link through the transition table) or refunds it.
 */
export const misdirectedTransfers = pgTable(
  'misdirected_transfers',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Where it arrived. */
    network: text('network').notNull(),
    currency: text('currency').notNull(),
    /** The listed token contract it moved on `network`. */
    token: text('token').notNull(),
    recipient: text('recipient').notNull(),
    payer: text('payer'),
    amount: baseUnits('amount').notNull(),
    txId: text('tx_id').notNull(),
    position: integer('position').notNull(),
    block: bigint('block', { mode: 'bigint' }).notNull(),
    txIndex: integer('tx_index'),
    blockTime: timestamp('block_time', { withTimezone: true }),
    /** The recipient held code on the link's network when it arrived (a Safe): the same address elsewhere may be nobody's. */
    contractWallet: boolean('contract_wallet').notNull().default(false),
    status: text('status').$type<MisdirectedStatus>().notNull().default('open'),
    /** The refund prepared for it (status refunded). */
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('misdirected_transfers_transfer_uq').on(t.network, t.txId, t.position),
    index('misdirected_transfers_account_idx').on(t.accountId, t.status, t.createdAt),
    index('misdirected_transfers_payment_idx').on(t.paymentId),
    check('misdirected_transfers_status_ck', sql`${t.status} in ('open', 'accepted', 'refunded')`),
  ],
);
export type MisdirectedTransferRow = typeof misdirectedTransfers.$inferSelect;
