import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
import { newId } from '../../lib/ids';
import { paymentEventData } from './payment-event-data';

/** PENDING links past their expiry become EXPIRED, each with one payment.expired event, in one transaction. */
export async function expirePayments(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(payments)
      .set({ status: 'EXPIRED', updatedAt: now })
      .where(and(eq(payments.status, 'PENDING'), lte(payments.expiresAt, now)))
      .returning();
    if (expired.length > 0) {
      await tx
        .insert(paymentEvents)
        .values(expired.map((p) => ({ id: newId('evt'), paymentId: p.id, userId: p.userId, type: 'payment.expired', data: paymentEventData(p) })))
        .onConflictDoNothing();
    }
    return expired.map((p) => p.id);
  });
}
