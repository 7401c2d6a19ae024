import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

/**
 * Where each chain adapter's watcher has got to, one row per (network, key): for an EVM network one row (key '')
 * whose position is the last block whose confirmed transfers to watched wallets were all recorded; for Solana one
 * row per watched address (recipient wallet, token account or reference key) whose position is the newest
 * signature already processed (null until one is). The other columns are Solana's scan state, null (0) for EVM:
 * typed columns rather than a jsonb blob, so they stay queryable (operators and the bench read `busy_until`).
 */
export const chainCursors = pgTable(
  'chain_cursors',
  {
    network: text('network').notNull(),
    key: text('key').notNull(),
    position: text('position'),
    /** lamports and data of the account when last read; unchanged means no new transfer, so no signature query. */
    fingerprint: text('fingerprint'),
    /**
     * A scan that ran out of its per-tick page budget: the newest signature it saw (the next position) and the
     * oldest one it reached (where the next tick goes on, back towards `position`). Both null otherwise.
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
  },
  (t) => [primaryKey({ name: 'chain_cursors_pk', columns: [t.network, t.key] })],
);
