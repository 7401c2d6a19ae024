import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from '../../payments/schema';

/**
 * The unique offset each open EVM link adds to its price, so a transfer's amount alone tells which link it pays:
 * one row per PENDING link, unique per (network, asset, recipient, offset). The row goes when the link leaves
 * PENDING, freeing the offset for another link.
 */
export const evmAmountOffsets = pgTable(
  'evm_amount_offsets',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    /** 'ETH', or the token contract in lower case. */
    asset: text('asset').notNull(),
    /** Recipient address in lower case. */
    recipient: text('recipient').notNull(),
    /** In offset steps (1 step = 1 USDC base unit, or 1 gwei for ETH), from 1 to the network's limit. */
    offset: integer('offset_steps').notNull(),
  },
  (t) => [uniqueIndex('evm_amount_offsets_slot_uq').on(t.network, t.asset, t.recipient, t.offset)],
);

/** Per EVM network: the last block whose confirmed transfers to watched wallets were all recorded. */
export const evmWatchCursors = pgTable('evm_watch_cursors', {
  network: text('network').primaryKey(),
  lastBlock: bigint('last_block', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
