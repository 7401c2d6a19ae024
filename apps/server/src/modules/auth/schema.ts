import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PayoutAddresses } from './payout-addresses';
import { users } from '../../db/schema';

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
