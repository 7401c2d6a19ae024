import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
