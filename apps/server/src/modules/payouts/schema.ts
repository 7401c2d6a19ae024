import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYOUT_EVENT_TYPES, PAYOUT_STATUSES } from '@paylink/shared';
import { createdAt } from '../../db/columns';
import { baseUnits } from '../../db/base-units-column';
import { quoted } from '../../db/schema';
import { merchantAccounts } from '../accounts/schema';
import type { PastedPayoutTransaction } from '../chains/payout-batches';

/**
 * A batch: the payouts of one network the merchant's wallet pays in one signing (a Solana transaction request, one
 * call of the EVM batch contract, one Bitcoin PSBT). Paylink builds it and watches it; it never signs it.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    /** Solana: the reference key every transaction of the batch carries (the watcher finds them by it). */
    reference: text('reference'),
    /** EVM: the block the batch was made at (the watcher reads the batch contract's events from there). */
    fromBlock: baseUnits('from_block'),
    /** Bitcoin: the transaction pasted back and broadcast, and the coins it spends (a replacement fails the batch). */
    pastedTx: jsonb('pasted_tx').$type<PastedPayoutTransaction>(),
    createdAt: createdAt(),
  },
  (t) => [index('payout_batches_account_idx').on(t.accountId, t.createdAt)],
);
export type PayoutBatchRow = typeof payoutBatches.$inferSelect;

/**
 * The payouts. `amount` is in `currency`'s base units (cents for USD/EUR); `payAmount` is the token amount paid in
 * `payCurrency` (for USD/EUR, fixed with the quote when batched). A payout without an address has a claim link whose
 * token is stored hashed; the recipient answers it once (address and network set with claimedAt).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    amount: baseUnits('amount').notNull(),
    currency: text('currency').notNull(),
    payCurrency: text('pay_currency').notNull(),
    payAmount: baseUnits('pay_amount'),
    rate: text('rate'),
    rateSource: text('rate_source'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    networks: jsonb('networks').$type<string[]>().notNull(),
    network: text('network'),
    address: text('address'),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    claimTokenHash: text('claim_token_hash').unique(),
    /** Until when the claim link can be answered (PAYOUT_CLAIM_TTL_DAYS by default); a new link sets it again. */
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    batchId: text('batch_id').references(() => payoutBatches.id, { onDelete: 'set null' }),
    txId: text('tx_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_account_idx').on(t.accountId, t.createdAt),
    index('payouts_batch_idx').on(t.batchId),
    // One transfer pays one payout: a payout paid outside its batch is matched once.
    uniqueIndex('payouts_tx_idx').on(t.network, t.txId, t.address),
    check('payouts_status_ck', sql.raw(`${t.status.name} in (${quoted(PAYOUT_STATUSES)})`)),
    check('payouts_amount_ck', sql.raw(`${t.amount.name} > 0`)),
    // A batched payout names its one batch (a payout has one batch_id: it cannot be in a batch twice, nor in two).
    check('payouts_batched_ck', sql.raw(`${t.status.name} <> 'IN_BATCH' or ${t.batchId.name} is not null`)),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * The payouts' transactional outbox: each status change a merchant hears about (payout.paid, payout.failed) is written
 * here in the transaction of the change; webhooks read it as they read payment_events. A payout is paid once.
 */
export const payoutEvents = pgTable(
  'payout_events',
  {
    id: text('id').primaryKey(),
    payoutId: text('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    /** Null once the merchant's account is deleted. */
    accountId: text('account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    type: text('type', { enum: PAYOUT_EVENT_TYPES }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_events_created_idx').on(t.createdAt),
    uniqueIndex('payout_events_paid_uq')
      .on(t.payoutId)
      .where(sql.raw(`${t.type.name} = 'payout.paid'`)),
    check('payout_events_type_ck', sql.raw(`${t.type.name} in (${quoted(PAYOUT_EVENT_TYPES)})`)),
  ],
);
