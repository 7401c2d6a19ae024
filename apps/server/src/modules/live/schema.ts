import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per open live stream (Server-Sent Events), in any API process: the caps per IP and in total count
 * these. A process that dies without closing its streams leaves rows that expire (each open stream renews its
 * lease while it lives).
 */
export const streamLeases = pgTable(
  'stream_leases',
  {
    id: text('id').primaryKey(),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_leases_ip_idx').on(t.ip, t.expiresAt), index('stream_leases_expires_idx').on(t.expiresAt)],
);
