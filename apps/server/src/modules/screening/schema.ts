import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The screening list in force, shared by every process: one row per blocked address, keyed by the address kind of
 * its network family (`evm`, `solana`, `bitcoin`) and the address normalised for it (see screening-key.ts). A
 * refresh replaces every row in one transaction, so a check sees the old list or the new one, never half of each.
 */
export const screenedAddresses = pgTable(
  'screened_addresses',
  {
    family: text('family').notNull(),
    address: text('address').notNull(),
    /** Where the list names it (line of the file), for the log of a match. */
    line: integer('line').notNull(),
  },
  (t) => [primaryKey({ columns: [t.family, t.address] })],
);

/**
 * The list's one state row (`id` = 'current'): what is loaded (source, its SHA-256 as the version, count, when) and
 * the refresh claim: a process takes a refresh by moving `next_refresh_at` forward with a conditional update, so
 * of several workers one fetches; a failed refresh records its error and keeps the addresses loaded before.
 */
export const screeningLists = pgTable('screening_lists', {
  id: text('id').primaryKey(),
  /** The URL or path the loaded addresses came from; null before the first load. */
  source: text('source'),
  /** SHA-256 (hex) of the list as read. */
  version: text('version'),
  entries: integer('entries').notNull().default(0),
  loadedAt: timestamp('loaded_at', { withTimezone: true }),
  /** The source of the latest attempt: another configured source is loaded at once, not at the next daily refresh. */
  attemptedSource: text('attempted_source'),
  nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }).notNull(),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
});
export type ScreeningListRow = typeof screeningLists.$inferSelect;
