import { randomUUID } from 'node:crypto';
import { count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { streamLeases } from './schema';

/** How long an open stream's lease lasts without renewal (a stream renews it well before). */
export const STREAM_LEASE_MS = 60_000;

/**
 * Takes a lease for one more open stream from `ip`, or throws 429 when that IP or the whole service already has
 * its cap of open streams. Serialised by an advisory lock, so concurrent opens in several processes cannot pass
 * the cap together.
 */
export async function openStreamLease(
  db: Db,
  input: { ip: string; now: Date; perIp: number; total: number },
): Promise<string> {
  const { ip, now } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stream_leases'))`);
    await tx.delete(streamLeases).where(lte(streamLeases.expiresAt, now));
    const [[all], [fromIp]] = await Promise.all([
      tx.select({ n: count() }).from(streamLeases),
      tx.select({ n: count() }).from(streamLeases).where(eq(streamLeases.ip, ip)),
    ]);
    if (fromIp!.n >= input.perIp) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many live status pages are open from your network. Close some and try again.',
        429,
        { retryAfter: 30 },
      );
    }
    if (all!.n >= input.total) {
      throw new AppError('RATE_LIMITED', 'Too many live status pages are open right now. Try again in a moment.', 429, {
        retryAfter: 30,
      });
    }
    const id = randomUUID();
    await tx.insert(streamLeases).values({ id, ip, expiresAt: new Date(now.getTime() + STREAM_LEASE_MS) });
    return id;
  });
}

export async function renewStreamLease(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(streamLeases)
    .set({ expiresAt: new Date(now.getTime() + STREAM_LEASE_MS) })
    .where(eq(streamLeases.id, id));
}

export async function closeStreamLease(db: Db, id: string): Promise<void> {
  await db.delete(streamLeases).where(eq(streamLeases.id, id));
}
