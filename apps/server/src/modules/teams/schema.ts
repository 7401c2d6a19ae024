import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLES, type AccountRole } from '@paylink/shared';
import { quoted } from '../../db/schema';
import { merchantAccounts, users } from '../accounts/schema';

/**
 * An emailed invitation to join an account with a role (never owner). Single use, 7 days, bound to the invited
 * email (the accepting user's verified email must match); only the token's SHA-256 is stored.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role').$type<Exclude<AccountRole, 'owner'>>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_invitations_account_idx').on(t.accountId, t.createdAt),
    check('account_invitations_role_check', sql.raw(`role in (${quoted(ACCOUNT_ROLES.filter((r) => r !== 'owner'))})`)),
  ],
);

/** An owner's transfer of ownership to another member, waiting for the owner's emailed confirmation (single use). */
export const ownershipTransfers = pgTable(
  'ownership_transfers',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ownership_transfers_account_idx').on(t.accountId)],
);

/**
 * The account's audit trail: one row per change a member made through a mutating account route (links, refunds,
 * wallets, keys, webhooks, team, settings...), with who made it, by session or by which API key. Owners and admins
 * read it in Settings → Team → Activity.
 */
export const accountActivity = pgTable(
  'account_activity',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    /** The member who acted (null once that person is deleted; the email below stays). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The API key used, when not a dashboard session. */
    apiKeyId: text('api_key_id'),
    /** The role-table action (packages/shared/src/roles.ts) and the route, e.g. `POST /api/payments/payment-link`. */
    action: text('action').notNull(),
    route: text('route').notNull(),
    /** The id the route acted on (its `:id` or `:userId`), when it names one. */
    target: text('target'),
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_activity_account_idx').on(t.accountId, t.createdAt)],
);
