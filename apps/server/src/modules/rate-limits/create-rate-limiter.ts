import type { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rateLimitBuckets } from './schema';

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
  return new RateLimiterDrizzle({
    ...common,
    storeClient: store.db,
    schema: rateLimitBuckets,
    clearExpiredByTimeout: purge,
  });
}
