import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../../db/columns';

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

/** Per watched address (recipient wallet or token account): the newest signature already processed. */
export const watchCursors = pgTable('watch_cursors', {
  address: text('address').primaryKey(),
  lastSignature: text('last_signature'),
  /** lamports and data of the account when last read; unchanged means no new transfer, so no signature query. */
  fingerprint: text('fingerprint'),
  /**
   * A scan that ran out of its per-tick page budget: the newest signature it saw (the next cursor) and the
   * oldest one it reached (where the next tick goes on, back towards `last_signature`). Both null otherwise.
   */
  scanHead: text('scan_head'),
  scanBefore: text('scan_before'),
  /**
   * A busy wallet (more unrelated traffic than its links are worth, see chains/solana/busy-address.ts): until
   * then it is not scanned; its links are found by their reference keys instead. Stored so every worker agrees.
   */
  busyUntil: timestamp('busy_until', { withTimezone: true }),
  /** Signatures a wallet's scans listed since `window_started_at` (a minute at most): its traffic rate. */
  signaturesInWindow: integer('signatures_in_window').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
