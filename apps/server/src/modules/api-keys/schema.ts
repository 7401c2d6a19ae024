import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_ROLES, type AccountRole } from '@paylink/shared';
import { quoted } from '../../db/schema';
import { merchantAccounts, users } from '../accounts/schema';

/**
 * Merchant API keys (Medusa's model): only the SHA-256 of the secret is stored, with a masked display form;
 * revocation is a timestamp. Keys are per member (issue 48): at most one live unnamed key per member of an account,
 * so generating again replaces only one's own; a key records the member who made it. Named keys (issue 54) are
 * extra keys a member makes for one integration each, with a role at or below theirs, revoked one by one.
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
    /** Set for a named key ("Shopify store"); null for the member's single key (generate-api-key). */
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_one_live_per_member_uq')
      .on(t.accountId, t.createdByUserId)
      .where(sql`${t.revokedAt} is null and ${t.name} is null`),
    check('api_keys_role_check', sql.raw(`role in (${quoted(ACCOUNT_ROLES)})`)),
  ],
);

/**
 * When each key was last used (to the minute): a table of its own, because every update of api_keys drops the
 * account's cached sessions and keys (drizzle/0035), and a key in use would do that every minute.
 */
export const apiKeyUsage = pgTable('api_key_usage', {
  keyId: text('key_id')
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
});
