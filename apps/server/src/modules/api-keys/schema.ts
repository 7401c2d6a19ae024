import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLES, type AccountRole } from '@paylink/shared';
import { quoted } from '../../db/schema';
import { merchantAccounts, users } from '../accounts/schema';

/**
 * Merchant API keys (Medusa's model): only the SHA-256 of the secret is stored, with a masked display form;
 * revocation is a timestamp. Keys are per member (issue 48): at most one live key per member of an account, so
 * generating again replaces only one's own; a key records the member who made it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => merchantAccounts.id, { onDelete: 'cascade' }),
    /** The member who generated the key (null once that person is deleted). */
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the key may do: the role its maker had when generating it (the role table decides, as for sessions). */
    role: text('role').$type<AccountRole>().notNull().default('owner'),
    keyHash: text('key_hash').notNull().unique(),
    masked: text('masked').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_one_live_per_member_uq').on(t.accountId, t.createdByUserId).where(sql`${t.revokedAt} is null`),
    check('api_keys_role_check', sql.raw(`role in (${quoted(ACCOUNT_ROLES)})`)),
  ],
);
