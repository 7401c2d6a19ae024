import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { REFUND_STATUSES, type RefundStatus } from '@paylink/shared';
import { createdAt, updatedAt } from '../../db/columns';
import { quoted } from '../../db/schema';
import { baseUnits } from '../../db/base-units-column';
import { merchantAccounts } from '../accounts/schema';
import { paymentTransfers, payments } from '../payments/schema';
import { misdirectedTransfers } from '../payments/misdirected/schema';

/**
 * Money a merchant pays back from their own wallet: prepared here (a payment URL from their wallet to the payer),
 * then detected on chain by the refund watcher (COMPLETED with its transaction) or lapsed (EXPIRED). PENDING and
 * COMPLETED refunds reserve what they take from what arrived, so refunds never exceed it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Null once the merchant's account is deleted. */
    accountId: text('account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    /** The transfer refunded; null for a refund of the link as a whole. */
    transferId: text('transfer_id').references(() => paymentTransfers.id, { onDelete: 'set null' }),
    /**
     * The payment sent on the wrong network it returns (on the network it arrived on, to its sender); null for the
     * refunds of what the link counted. Such a refund never draws on the link's transfers, owed amounts or cap.
     */
    misdirectedId: text('misdirected_id').references(() => misdirectedTransfers.id, { onDelete: 'set null' }),
    amount: baseUnits('amount').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    /** Token mint (Solana) or contract (EVM); null for SOL and ETH. */
    asset: text('asset'),
    /** The merchant's wallet the refund is paid from (the link's recipient). */
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('PENDING'),
    paymentUrl: text('payment_url').notNull(),
    /** Networks whose rail tells transfers apart by reference (Solana): the key the paying transaction must carry; null elsewhere. */
    reference: text('reference').unique(),
    reason: text('reason'),
    /** The transaction that paid it: one transaction completes one refund at most. */
    txId: text('tx_id').unique(),
    /** EVM: the last block already searched for the refund's transfer (set when prepared to the head then). */
    scannedBlock: bigint('scanned_block', { mode: 'bigint' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('refunds_watch_idx').on(t.status, t.expiresAt),
    check('refunds_status_check', sql.raw(`${t.status.name} in (${quoted(REFUND_STATUSES)})`)),
    check('refunds_amount_check', sql.raw(`${t.amount.name} > 0`)),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;
