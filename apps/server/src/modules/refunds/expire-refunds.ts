import { and, eq, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextRefundStatus } from './refund-transitions';
import { refunds } from './schema';

/**
 * PENDING refunds past their time become EXPIRED (run after the watcher has looked for them on chain, so one paid
 * in time completes instead); a new refund can then be prepared. `unchecked`: refunds the watcher could not look
 * for this round, which wait for the next. Returns the links whose refunds lapsed.
 */
export async function expireRefunds(db: Db, now: Date, unchecked: string[] = []): Promise<string[]> {
  const lapsed = await db
    .update(refunds)
    .set({ status: nextRefundStatus('PENDING', 'lapsed')!, updatedAt: now })
    .where(and(eq(refunds.status, 'PENDING'), lte(refunds.expiresAt, now), ...(unchecked.length > 0 ? [notInArray(refunds.id, unchecked)] : [])))
    .returning({ paymentId: refunds.paymentId });
  return [...new Set(lapsed.map((r) => r.paymentId))];
}
