import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  COMPLETION_POINTS,
  FAILURE_REASONS,
  ONCE_PER_PAYMENT_EVENTS,
  PAYMENT_OUTBOX_EVENT_TYPES,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  TRANSFER_OUTCOMES,
  type FailureReason,
  type PaymentPurpose,
  type CompletionPoint,
  type RejectReason,
  type RefundState,
  type TransferOutcome,
} from '@paylink/shared';
import { createdAt, updatedAt } from '../../db/columns';
import { quoted } from '../../db/schema';
import { merchantAccounts } from '../accounts/schema';
import { baseUnits } from '../../db/base-units-column';

/**
 * A link's stored status: the public four, plus CONFIRMED for a link of a merchant who completes at finality, paid in
 * full but waiting for its transfers to be final. Outside this module it reads as PENDING with finality `confirmed`
 * (see publicStatus), so the API keeps the four statuses of the spec.
 */
export const LINK_STATUSES = [...PAYMENT_STATUSES, 'CONFIRMED'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** A pay option as a link keeps it: the pair the merchant offered and the merchant's wallet on that network. */
export interface StoredPayOption {
  network: string;
  currency: string;
  recipientAddress: string;
}

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** Null once the merchant's account is deleted: the payment stays for accounting, detached from the person. */
    accountId: text('account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    message: text('message'),
    amount: baseUnits('amount').notNull(),
    /** Links named by a unique amount (matchBy `amount`: EVM, Bitcoin at a shared address): what the customer sends, the amount plus the link's offset (base units); null where a reference or the link's own address names it. An x402 record: the amount settled. */
    payAmount: baseUnits('pay_amount'),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    /** The token's mint (Solana) or contract (EVM); null for the native coin (SOL, ETH, BTC). */
    asset: text('asset'),
    recipientAddress: text('recipient_address').notNull(),
    reference: text('reference').unique(),
    merchantReference: text('merchant_reference'),
    /** The link's payment request, as its network's rail builds it (Solana Pay, EIP-681, BIP21); an x402 record: the merchant's resource URL. */
    paymentUrl: text('payment_url').notNull(),
    /** Solana links: the Solana Pay transaction-request URL (`solana:` + the link's URL on the API host); null elsewhere. */
    transactionRequestUrl: text('transaction_request_url'),
    /** The shareable checkout page (`<APP_URL>/payment/<id>`), fixed at creation like the URLs above. */
    checkoutUrl: text('checkout_url').notNull(),
    /** Where the hosted page sends the customer back after paying (the link's successUrl, or a pay button's return URL), or null. */
    returnUrl: text('return_url'),
    /** The link's cancelUrl: where the hosted page offers to go back without paying, or null. */
    cancelUrl: text('cancel_url'),
    /** Merchant links: where an agent pays it over HTTP 402 (modules/x402), on a network x402 serves (Solana, each EVM network); shown while it is open in USDC. */
    x402Url: text('x402_url'),
    webhookUrl: text('webhook_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    status: text('status').$type<LinkStatus>().notNull().default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The transaction that completed the link; not unique: one EVM transaction may complete several links (one log each). */
    txId: text('tx_id'),
    payerAddress: text('payer_address'),
    amountReceived: baseUnits('amount_received'),
    block: bigint('block', { mode: 'bigint' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * When every transfer that paid the COMPLETED link became final on its chain (finalize-payments.ts); null while
     * it is only confirmed. The payment's `finality` is derived from it.
     */
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /**
     * How many times a completion of the link was rolled back before it was final (payment.reversed): its events'
     * round, so a later completion sends payment.completed (and its other once-per-round events) again.
     */
    reversals: integer('reversals').notNull().default(0),
    failureReason: text('failure_reason').$type<FailureReason>(),
    /** When the merchant cancelled the open link (cancel-payment-link.ts): it then pays no transfer; what still arrives goes to the inbox. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'link' for a merchant's payment link; 'credit_purchase' for a merchant buying credits (kept out of merchant lists and stats). */
    purpose: text('purpose').$type<PaymentPurpose>().notNull().default('link'),
    paidLate: boolean('paid_late').notNull().default(false),
    overpaid: boolean('overpaid').notNull().default(false),
    /**
     * Owes the customer money back (an overpayment, an excess transfer, a wrong token, or it ended unpaid after money
     * arrived), until refunds pay it back. With the two amounts below, derived from the transfers and refunds by
     * settleOwed in every transaction that changes either, never adjusted on their own.
     */
    needsRefund: boolean('needs_refund').notNull().default(false),
    /** Still owed back in the link's pay token (base units). */
    amountOwed: baseUnits('amount_owed')
      .notNull()
      .default(sql`0`),
    /** Paid back by completed refunds in the link's pay token (base units). */
    amountRefunded: baseUnits('amount_refunded')
      .notNull()
      .default(sql`0`),
    /** Derived with the two above (settleOwed): whether completed refunds paid back part or all of what arrived; null before any. */
    refundStatus: text('refund_status').$type<RefundState>(),
    /**
     * Links priced in USD/EUR (modules/pricing): the price in cents and its currency, the tokens the customer may
     * pay in, and the quote that turned the price into `amount` of `currency` (the pay token). Null when priced in a token.
     */
    priceCents: bigint('price_cents', { mode: 'bigint' }),
    priceCurrency: text('price_currency'),
    payCurrencies: jsonb('pay_currencies').$type<string[]>(),
    /**
     * One checkout, any network: the network/token pairs the customer may choose from, each with the merchant's
     * wallet on its network (see choose-pay-option.ts). Null for a link paid on one network. The chosen one is the
     * link's network and currency; pay_currencies then lists the options' tokens on that network.
     */
    payOptions: jsonb('pay_options').$type<StoredPayOption[]>(),
    quoteRate: text('quote_rate'),
    quoteSource: text('quote_source'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }),
    /**
     * Flagged for review: the sender of a transfer to this link is on the address screening list (the first such
     * sender, and when it was seen). Nothing else changes: the link completes as the chain says and is never refunded
     * automatically; the merchant decides.
     */
    screenedSender: text('screened_sender'),
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    /** When the reference sweep last asked the chain about this link's reference key. */
    referenceCheckedAt: timestamp('reference_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.accountId, t.createdAt),
    index('payments_watch_idx').on(t.status, t.expiresAt),
    // The finality job reads completed links not final yet, oldest first.
    index('payments_finalizing_idx')
      .on(t.completedAt)
      .where(sql`${t.status} in ('COMPLETED', 'CONFIRMED') and ${t.finalizedAt} is null`),
    check('payments_status_check', sql.raw(`${t.status.name} in (${quoted(LINK_STATUSES)})`)),
    check('payments_failure_reason_check', sql.raw(`${t.failureReason.name} in (${quoted(FAILURE_REASONS)})`)),
    check('payments_purpose_ck', sql.raw(`${t.purpose.name} in (${quoted(PAYMENT_PURPOSES)})`)),
  ],
);

/**
 * A merchant's payment settings, one row per merchant once changed (no row: the defaults). Owned by payments and
 * keyed by the merchant, so account changes touch one reference.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    /** When the merchant's links become COMPLETED: at confirmation, or once every paying transfer is final. */
    completeAt: text('complete_at').$type<CompletionPoint>().notNull().default('confirmation'),
    /** Underpayment tolerance (basis points): a link counts as paid once its amount minus this share arrived (see linkState). */
    underpaymentToleranceBps: integer('underpayment_tolerance_bps').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_settings_complete_at_check', sql.raw(`${t.completeAt.name} in (${quoted(COMPLETION_POINTS)})`)),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Null once the merchant's account is deleted (the events stay with their payment). */
    accountId: text('account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    /** The payment's `reversals` when the event was written: once-per-payment events are once per round. */
    round: integer('round').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.paymentId),
    // The webhook outbox reads new events by time.
    index('payment_events_created_idx').on(t.createdAt),
    // Created, completed, failed and expired happen once per payment (per round: see payments.reversals); partial
    // and excess payments can repeat.
    uniqueIndex('payment_events_once_uq')
      .on(t.paymentId, t.type, t.round)
      .where(sql.raw(`${t.type.name} in (${quoted(ONCE_PER_PAYMENT_EVENTS)})`)),
    check('payment_events_type_check', sql.raw(`${t.type.name} in (${quoted(PAYMENT_OUTBOX_EVENT_TYPES)})`)),
  ],
);

/**
 * Every confirmed transaction that carries a link's reference, once per link, with what it did for the link.
 * amount_received on the link is the sum of its counted transfers; a transfer (transaction id and position) counts
 * toward one link at most.
 */
export const paymentTransfers = pgTable(
  'payment_transfers',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    txId: text('tx_id').notNull(),
    /**
     * Which transfer of the transaction: on EVM the token Transfer log's index, -1 for ETH sent by the transaction
     * itself (one transaction may pay several links through a batch contract); 0 on Solana, where a signature
     * pays one link at most.
     */
    position: integer('position').notNull().default(0),
    outcome: text('outcome').$type<TransferOutcome>().notNull(),
    /** Why a rejected transfer could not pay the link; null for counted and excess transfers. */
    reason: text('reason').$type<RejectReason>(),
    /** Base units of the token moved (asset null = the native coin), null when the transaction moved nothing readable. */
    amount: baseUnits('amount'),
    /** The token moved: its mint (Solana) or contract (EVM); null for the native coin. */
    asset: text('asset'),
    /** SOL or USDC; null for a token we do not know (its amount is then not shown as a decimal). */
    currency: text('currency'),
    payer: text('payer'),
    block: bigint('block', { mode: 'bigint' }).notNull(),
    /** Position of the transaction in its block when the RPC told us; ties within a slot keep the order found. */
    txIndex: integer('tx_index'),
    blockTime: timestamp('block_time', { withTimezone: true }),
    /**
     * Links priced in USD/EUR: what a counted transfer paid of the price, in cents, valued (rounded down) at the
     * quote that held when it was paid. A quote renewed after its expiry asks the token amount of the rest.
     */
    fiatCents: bigint('fiat_cents', { mode: 'bigint' }),
    /** Where it was made when not on the link's network (a misdirected payment its merchant accepted); null: the link's. */
    network: text('network'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transfers_payment_signature_uq').on(t.paymentId, t.txId, t.position),
    uniqueIndex('payment_transfers_counted_once_uq')
      .on(t.txId, t.position)
      .where(sql.raw(`${t.outcome.name} <> 'rejected'`)),
    index('payment_transfers_payment_idx').on(t.paymentId, t.block),
    check('payment_transfers_outcome_check', sql.raw(`${t.outcome.name} in (${quoted(TRANSFER_OUTCOMES)})`)),
    check(
      'payment_transfers_reason_check',
      sql.raw(
        `(${t.outcome.name} = 'rejected') = (${t.reason.name} is not null) and (${t.reason.name} is null or ${t.reason.name} in (${quoted(FAILURE_REASONS.filter((r) => r !== 'underpaid'))}))`,
      ),
    ),
    check('payment_transfers_amount_check', sql.raw(`${t.amount.name} is null or ${t.amount.name} >= 0`)),
  ],
);
export type PaymentTransferRow = typeof paymentTransfers.$inferSelect;

/**
 * Transfers to a link seen on chain but not yet final by its network's depth rule (Bitcoin's mempool, or fewer blocks
 * than required): shown to the customer as seen, never counted. The watcher keeps exactly what its last full round
 * saw, so one replaced (RBF), dropped or reorganised away disappears, and one that became final is recorded instead.
 */
export const unconfirmedTransfers = pgTable(
  'unconfirmed_transfers',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    txId: text('tx_id').notNull(),
    position: integer('position').notNull(),
    amount: baseUnits('amount').notNull(),
    confirmations: integer('confirmations').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('unconfirmed_transfers_tx_uq').on(t.txId, t.position),
    index('unconfirmed_transfers_payment_idx').on(t.paymentId),
  ],
);
