import { sql } from 'drizzle-orm';
import { FAILURE_REASONS, ONCE_PER_PAYMENT_EVENTS, PAYMENT_EVENT_TYPES, PAYMENT_STATUSES, type FailureReason, type PaymentStatus } from '@paylink/shared';
import {
  bigint,
  check,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A SQL list of string constants for check constraints: the same lists the TypeScript types come from. */
export const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Token base units up to uint256 (wei amounts pass u64 at about 18 ETH). */
export const baseUnits = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  walletAddress: text('wallet_address'),
  btcAddress: text('btc_address'),
  ethAddress: text('eth_address'),
  transactionCredits: integer('transaction_credits').notNull().default(0),
  subscriptionTier: text('subscription_tier'),
  subscriptionStatus: text('subscription_status'),
  isAdmin: boolean('is_admin').notNull().default(false),
  status: text('status').notNull().default('ACTIVE'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Append-only: users.transaction_credits always equals the sum of a user's rows, written in the same transaction. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    referenceId: text('reference_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId),
    uniqueIndex('credit_ledger_reason_reference_uq').on(t.reason, t.referenceId),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'verify_email' | 'reset_password'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Small settings the app generates itself (for example the JWT secret when none is configured). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits that must hold across API processes (sign-in and reset attempts). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** Null once the merchant's account is deleted: the payment stays for accounting, detached from the person. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    message: text('message'),
    amount: baseUnits('amount').notNull(),
    /** EVM links: the amount plus this link's unique offset, what the customer sends (base units); null on Solana. */
    payAmount: baseUnits('pay_amount'),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    mint: text('mint'),
    recipientAddress: text('recipient_address').notNull(),
    reference: text('reference').notNull().unique(),
    merchantReference: text('merchant_reference'),
    /** The link's payment URL: Solana Pay on Solana, EIP-681 on EVM networks. */
    solanaPayUrl: text('solana_pay_url').notNull(),
    webhookUrl: text('webhook_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    transactionSignature: text('transaction_signature').unique(),
    payerAddress: text('payer_address'),
    amountReceived: baseUnits('amount_received'),
    slot: bigint('slot', { mode: 'bigint' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failureReason: text('failure_reason').$type<FailureReason>(),
    /** 'link' for a merchant's payment link; 'credit_purchase' for a merchant buying credits (kept out of merchant lists and stats). */
    purpose: text('purpose').$type<'link' | 'credit_purchase'>().notNull().default('link'),
    paidLate: boolean('paid_late').notNull().default(false),
    overpaid: boolean('overpaid').notNull().default(false),
    /** Owes the customer money back: an excess transfer arrived, or it FAILED after money arrived. */
    needsRefund: boolean('needs_refund').notNull().default(false),
    /** When the reference sweep last asked the chain about this link's reference key. */
    referenceCheckedAt: timestamp('reference_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_watch_idx').on(t.status, t.expiresAt),
    check('payments_status_check', sql.raw(`${t.status.name} in (${quoted(PAYMENT_STATUSES)})`)),
    check('payments_failure_reason_check', sql.raw(`${t.failureReason.name} in (${quoted(FAILURE_REASONS)})`)),
    check('payments_purpose_ck', sql`${t.purpose} in ('link', 'credit_purchase')`),
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
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.paymentId),
    // The webhook outbox reads new events by time.
    index('payment_events_created_idx').on(t.createdAt),
    // Created, completed, failed and expired happen once per payment; partial and excess payments can repeat.
    uniqueIndex('payment_events_once_uq')
      .on(t.paymentId, t.type)
      .where(sql.raw(`${t.type.name} in (${quoted(ONCE_PER_PAYMENT_EVENTS)})`)),
    check('payment_events_type_check', sql.raw(`${t.type.name} in (${quoted(PAYMENT_EVENT_TYPES)})`)),
  ],
);

/** Per watched address (recipient wallet or token account): the newest signature already processed. */
export const watchCursors = pgTable('watch_cursors', {
  address: text('address').primaryKey(),
  lastSignature: text('last_signature'),
  /** lamports and data of the account when last read; unchanged means no new transfer, so no signature query. */
  fingerprint: text('fingerprint'),
  /**
   * A scan that ran out of its per-tick page budget: the newest signature it saw (the next cursor) and the
   * oldest one it reached (where the next tick goes on, back towards `last_signature`). Both null otherwise.
   */
  scanHead: text('scan_head'),
  scanBefore: text('scan_before'),
  updatedAt: updatedAt(),
});
