import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PayoutAddresses } from './payout-addresses';
import { users } from '../accounts/schema';

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
