import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import type { PayoutAddresses } from './payout-addresses';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  walletAddress: text('wallet_address'),
  btcAddress: text('btc_address'),
  /** A watch-only Bitcoin account key (xpub/zpub/tpub/vpub): BTC links get fresh addresses derived from it. */
  btcXpub: text('btc_xpub'),
  ethAddress: text('eth_address'),
  /** The pay options the create form proposes for a link priced in USD/EUR (Settings); null: none chosen. */
  defaultPayOptions: jsonb('default_pay_options').$type<{ network: string; currency: string }[]>(),
  transactionCredits: integer('transaction_credits').notNull().default(0),
  subscriptionTier: text('subscription_tier'),
  subscriptionStatus: text('subscription_status'),
  isAdmin: boolean('is_admin').notNull().default(false),
  status: text('status').notNull().default('ACTIVE'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Set when an admin must look at the account (a card refund or dispute took back more credits than it had left). */
  reviewReason: text('review_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

/**
 * Server-side sessions: the session JWT carries a random session id, stored here only as its SHA-256 hash.
 * Deleting a row signs that device out at once (logout, logout-all, password reset, Google takeover of an unverified account).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A payout-address change waiting for the account's emailed confirmation (accounts without a password cannot
 * confirm it with one). Single use, only the token's hash is stored; a newer request voids older ones.
 */
export const walletChangeRequests = pgTable(
  'wallet_change_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    changes: jsonb('changes').$type<PayoutAddresses>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_change_requests_user_idx').on(t.userId)],
);
