import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A SQL list of string constants for check constraints: the same lists the TypeScript types come from. */
export const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** Fixed-window counters for rate limits that must hold across API processes (sign-in and reset attempts). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
