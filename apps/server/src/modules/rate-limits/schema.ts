import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * rate-limiter-flexible's Drizzle store (columns named as it expects): one row per limited key and window,
 * consumed with a single atomic upsert, so the limit holds across every API process sharing the database.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
