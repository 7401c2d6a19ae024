import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextRefundStatus } from './refund-transitions';
import { refunds } from './schema';

/**
 * PENDING refunds past their time become EXPIRED (run after the watcher has looked for them on chain, so one paid
 * in time completes instead); a new refund can then be prepared. Returns the links whose refunds lapsed.
 */
export async function expireRefunds(db: Db, now: Date): Promise<string[]> {
  const lapsed = await db
    .update(refunds)
    .set({ status: nextRefundStatus('PENDING', 'lapsed')!, updatedAt: now })
    .where(and(eq(refunds.status, 'PENDING'), lte(refunds.expiresAt, now)))
    .returning({ paymentId: refunds.paymentId });
  return [...new Set(lapsed.map((r) => r.paymentId))];
}
