import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface Counter {
  count: number;
  resetAt: Date;
}

/**
 * Adds one attempt to each key's fixed-window counter and returns the counts after it, in one statement:
 * concurrent attempts (across API processes) each see their own increment, so a parallel burst cannot all
 * pass a check made before counting. Keys are written in sorted order so concurrent bursts never deadlock.
 */
export async function countAttempt(db: Db, keys: string[], windowMs: number): Promise<Record<string, Counter>> {
  const resetAt = new Date(Date.now() + windowMs);
  const rows = await db
    .insert(rateLimitCounters)
    .values([...new Set(keys)].sort().map((key) => ({ key, count: 1, resetAt })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning();
  return Object.fromEntries(rows.map((r) => [r.key, { count: r.count, resetAt: r.resetAt }]));
}

/** Takes back one attempt (a sign-in that succeeded is not a failure). */
export async function forgiveAttempt(db: Db, keys: string[]): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(inArray(rateLimitCounters.key, keys));
}

export async function clearCounters(db: Db, keys: string[]): Promise<void> {
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
}

/** Counters whose window is over carry no information; they are deleted instead of piling up. */
export async function deleteExpiredCounters(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, new Date()));
}

/** The 429 for counters over their limit, with Retry-After when the last of them resets. */
export function rateLimited(message: (minutes: number) => string, blocked: Counter[]): AppError {
  const until = Math.max(...blocked.map((c) => c.resetAt.getTime()));
  const retryAfter = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', message(Math.ceil(retryAfter / 60)), 429, { retryAfter });
}
