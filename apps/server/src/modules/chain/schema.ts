import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Signatures the watcher has listed but not yet loaded and recorded: the cursor of an address moves as soon as
 * its new signatures are stored here, so loading them (a budget per address per tick, retried with backoff when
 * the node cannot return one yet) never holds back any other address.
 */
export const watchBacklog = pgTable(
  'watch_backlog',
  {
    signature: text('signature').primaryKey(),
    /** The watched address (recipient wallet, token account or reference key) it was listed for. */
    address: text('address').notNull(),
    slot: bigint('slot', { mode: 'bigint' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('watch_backlog_due_idx').on(t.nextAttemptAt, t.address, t.slot)],
);
