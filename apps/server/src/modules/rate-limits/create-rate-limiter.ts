import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { rateLimitBuckets } from './schema';

// The library's upsert (a window's count), prepared: the library builds it anew on every request. Timestamps in the
// CASE are bound as ISO text (a placeholder there skips the column's encoder; in values() the column encodes it).
const expired = sql`${rateLimitBuckets.expire} <= ${sql.placeholder('nowText')}`;
const countRequest = preparedStatement((db) =>
  db
    .insert(rateLimitBuckets)
    .values({ key: sql.placeholder('key'), points: sql.placeholder('points'), expire: sql.placeholder('expire') })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        points: sql`CASE WHEN ${expired} THEN ${sql.placeholder('points')} ELSE ${rateLimitBuckets.points} + ${sql.placeholder('points')} END`,
        expire: sql`CASE WHEN ${expired} THEN ${sql.placeholder('expireText')}::timestamptz ELSE ${rateLimitBuckets.expire} END`,
      },
    })
    .returning()
    .prepare('rate_limit_count'),
);

class PreparedRateLimiterDrizzle extends RateLimiterDrizzle {
  constructor(
    opts: ConstructorParameters<typeof RateLimiterDrizzle>[0],
    private readonly db: Db,
  ) {
    super(opts);
  }

  // Overrides the library's store method (same arguments and row); its other uses (a forced expiry, a window
  // without end) keep the library's own statement.
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<unknown> {
    if (forceExpire || msDuration <= 0)
      return (RateLimiterDrizzle.prototype as unknown as PreparedRateLimiterDrizzle)._upsert.call(
        this,
        key,
        points,
        msDuration,
        forceExpire,
      );
    const now = new Date();
    const expire = new Date(now.getTime() + msDuration);
    const [row] = await countRequest(this.db).execute({
      key,
      points,
      expire,
      expireText: expire.toISOString(),
      nowText: now.toISOString(),
    });
    return row;
  }
}

/** Where counters live: the database by default (PGlite or PostgreSQL), Redis when REDIS_URL is set. */
export type RateLimitStore = { kind: 'db'; db: Db } | { kind: 'redis'; redis: Redis };

export interface RateLimitRule {
  keyPrefix: string;
  points: number;
  durationS: number;
}

/**
 * A fixed-window limiter shared by every process using the same store (never process memory). `purge` turns on
 * the library's own timer that deletes windows over for an hour; one limiter per store is enough for the table.
 */
export function createRateLimiter(store: RateLimitStore, rule: RateLimitRule, purge = false): RateLimiterAbstract {
  const common = { keyPrefix: rule.keyPrefix, points: rule.points, duration: rule.durationS };
  if (store.kind === 'redis') return new RateLimiterRedis({ ...common, storeClient: store.redis });
  return new PreparedRateLimiterDrizzle(
    { ...common, storeClient: store.db, schema: rateLimitBuckets, clearExpiredByTimeout: purge },
    store.db,
  );
}
