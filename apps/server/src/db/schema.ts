import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

/** Fixed-window counters for rate limits that must hold across API processes (failed sign-ins). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** Null once the merchant's account is deleted: the payment stays for accounting, detached from the person. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    message: text('message'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    mint: text('mint'),
    recipientAddress: text('recipient_address').notNull(),
    reference: text('reference').notNull().unique(),
    merchantReference: text('merchant_reference'),
    solanaPayUrl: text('solana_pay_url').notNull(),
    qrCodeData: text('qr_code_data').notNull(),
    webhookUrl: text('webhook_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    status: text('status').$type<'PENDING' | 'COMPLETED' | 'EXPIRED' | 'FAILED'>().notNull().default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    transactionSignature: text('transaction_signature').unique(),
    payerAddress: text('payer_address'),
    amountReceived: bigint('amount_received', { mode: 'bigint' }),
    slot: bigint('slot', { mode: 'bigint' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    paidLate: boolean('paid_late').notNull().default(false),
    overpaid: boolean('overpaid').notNull().default(false),
    /** When the reference sweep last asked the chain about this link's reference key. */
    referenceCheckedAt: timestamp('reference_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_watch_idx').on(t.status, t.expiresAt),
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
  (t) => [index('payment_events_payment_idx').on(t.paymentId), uniqueIndex('payment_events_once_uq').on(t.paymentId, t.type)],
);

/** Per watched address (recipient wallet or token account): the newest signature already processed. */
export const watchCursors = pgTable('watch_cursors', {
  address: text('address').primaryKey(),
  lastSignature: text('last_signature'),
  /** lamports and data of the account when last read; unchanged means no new transfer, so no signature query. */
  fingerprint: text('fingerprint'),
  updatedAt: updatedAt(),
});
