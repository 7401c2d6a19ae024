import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Signatures the watcher has listed but not yet loaded and recorded: the cursor of an address moves as soon as
 * its new signatures are stored here, so loading them (a budget per address per tick, retried with backoff when
 * the node cannot return one yet, or quarantined when recording it fails) never holds back any other address.
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
    /**
     * Set while the signature is quarantined: recording it for some link threw (the message is kept for
     * operators). It is retried with backoff like a load the node could not answer, and blocks nothing else.
     */
    lastError: text('last_error'),
  },
  (t) => [index('watch_backlog_due_idx').on(t.nextAttemptAt, t.address, t.slot)],
);
