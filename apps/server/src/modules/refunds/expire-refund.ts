import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nextRefundStatus } from './refund-transitions';
import { refunds } from './schema';

/**
 * A PENDING refund the watcher has just searched its chain for, and found unpaid past its time and grace, becomes
 * EXPIRED: it stops reserving what it took, and a new one can be prepared (the watcher still looks for it a while,
 * see REFUND_LATE_WATCH_MS). Returns whether it lapsed (false when it changed meanwhile).
 */
export async function expireRefund(db: Db, refundId: string, now: Date): Promise<boolean> {
  const lapsed = await db
    .update(refunds)
    .set({ status: nextRefundStatus('PENDING', 'lapsed')!, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
    .returning({ id: refunds.id });
  return lapsed.length > 0;
}
