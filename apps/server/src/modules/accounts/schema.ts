import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLES, type AccountRole } from '@paylink/shared';
import { createdAt, updatedAt } from '../../db/columns';
import { quoted } from '../../db/schema';
import type { PayoutAddresses } from './payout-addresses';

/** A person: how they sign in. What they sell with belongs to a merchant account (below) they are a member of. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  isAdmin: boolean('is_admin').notNull().default(false),
  status: text('status').notNull().default('ACTIVE'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** The RFC 6238 shared secret (base32): being enrolled while totpEnabledAt is null, required at sign-in once set. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last time step whose code was accepted: a code is never accepted twice, nor an older one. */
  totpLastStep: integer('totp_last_step'),
  /** When the person last got a session (sign-in or registration); null until the first. */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A merchant account (issue 34): the business that owns credits, plan, wallets, links, keys, webhooks and the inbox,
 * shared by its members. Every user gets one at sign-up whose id is the user's own id (the migration gave each
 * existing user theirs the same way), so a personal account and its owner share an id; an account's id never
 * changes when ownership moves.
 */
export const merchantAccounts = pgTable('merchant_accounts', {
  id: text('id').primaryKey(),
  /** The merchant's (business) name, shown to payers on the hosted payment page, the receipt and receipt emails. */
  name: text('name').notNull(),
  /** When a member chose the name (it starts as the email's local part); null: the dashboard asks for it. */
  nameConfirmedAt: timestamp('name_confirmed_at', { withTimezone: true }),
  /** The brand's accent colour (#rrggbb, AA contrast with white) on the checkout, receipt and emails; null: default. */
  accentColor: text('accent_color'),
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
  /** Set when an admin must look at the account (a card refund or dispute took back more credits than it had left). */
  reviewReason: text('review_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who belongs to which account, with what role; exactly one owner per account (the partial unique index). */
export const accountMemberships = pgTable(
  'account_memberships',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<AccountRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'account_memberships_pk', columns: [t.accountId, t.userId] }),
    uniqueIndex('account_memberships_one_owner_uq')
      .on(t.accountId)
      .where(sql`role = 'owner'`),
    index('account_memberships_user_idx').on(t.userId),
    check('account_memberships_role_check', sql.raw(`role in (${quoted(ACCOUNT_ROLES)})`)),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'verify_email' | 'reset_password' | 'change_email'>().notNull(),
    /** change_email: the address the link was sent to, which becomes the sign-in email once it is opened. */
    newEmail: text('new_email'),
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
 * `activeAccountId` is the account the session acts for (POST /api/auth/switch-account); null: the person's own.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeAccountId: text('active_account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A payout-address change waiting for the emailed confirmation of the member who asked for it (accounts without a
 * password cannot confirm it with one). Single use, only the token's hash is stored; a newer request voids older ones.
 */
export const walletChangeRequests = pgTable(
  'wallet_change_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    changes: jsonb('changes').$type<PayoutAddresses>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_change_requests_user_idx').on(t.accountId)],
);

/** Two-factor recovery codes: shown once at enrolment, stored as SHA-256 hashes, each usable once. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('totp_recovery_codes_user_code_uq').on(t.userId, t.codeHash)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An account's logo, apart from the account row (which every session reads): the checked image bytes, its type read
 * from them, and their SHA-256, which names the logo's public URL (a new image gets a new URL, so it caches forever).
 */
export const merchantLogos = pgTable(
  'merchant_logos',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    updatedAt: updatedAt(),
  },
  // Two accounts may upload the same image: the hash names its bytes, not an account.
  (t) => [index('merchant_logos_sha256_idx').on(t.sha256)],
);
