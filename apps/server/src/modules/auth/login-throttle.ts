import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { AppError } from '../../lib/app-error';

interface Limit {
  max: number;
  windowMs: number;
}

/** Throws 429 (with retryAfter seconds) when any key has used up its failures in the current window. */
export async function assertNotLimited(db: Db, keys: string[], limit: Limit): Promise<void> {
  const rows = await db
    .select()
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, keys), gt(rateLimitCounters.resetAt, new Date())));
  const blocked = rows.filter((r) => r.count >= limit.max);
  if (blocked.length === 0) return;
  const until = Math.max(...blocked.map((r) => r.resetAt.getTime()));
  const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  throw new AppError('RATE_LIMITED', `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`, 429, {
    retryAfter,
  });
}

export async function recordFailure(db: Db, keys: string[], limit: Limit): Promise<void> {
  const resetAt = new Date(Date.now() + limit.windowMs);
  for (const key of keys) {
    await db
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      });
  }
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
}
