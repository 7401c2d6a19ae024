import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEventData } from '../payments/lifecycle/payment-event-data';
import { appendPaymentEvent } from '../payments/lifecycle/append-payment-event';
import { lockPayment } from '../payments/lifecycle/lock-payment';
import { settleOwed } from '../payments/lifecycle/settle-owed';
import { markMisdirectedRefunded } from '../payments/misdirected/misdirected-refund';
import { webhookRefund } from './refund-dto';
import { nextRefundStatus } from './refund-transitions';
import { refunds, type RefundRow } from './schema';

/**
 * Records that transaction `txId` paid a refund, once, in its own transaction: the refund becomes COMPLETED, the link's
 * owed amounts are derived again (needsRefund clears once nothing is owed), a payment sent on the wrong network it returns turns `refunded` and `payment.refunded` is written with
 * both. The link's row is locked first, as preparing a refund does. A PENDING refund completes, and so does an
 * EXPIRED one paid late (see REFUND_TRANSITIONS). A COMPLETED refund, or a transaction that already paid a refund,
 * changes nothing: replaying it never completes or emits twice. Returns the completed
 * refund, or null when nothing changed.
 */
export async function completeRefund(
  db: Db,
  input: { refundId: string; txId: string; now: Date },
): Promise<RefundRow | null> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select({ paymentId: refunds.paymentId })
      .from(refunds)
      .where(eq(refunds.id, input.refundId));
    if (!head) return null;
    const payment = await lockPayment(tx, head.paymentId);
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, input.refundId)).for('update');
    const to = refund && nextRefundStatus(refund.status, 'paid');
    if (!payment || !refund || !to) return null;
    const [used] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.txId, input.txId));
    if (used) return null;

    const [completed] = await tx
      .update(refunds)
      .set({ status: to, txId: input.txId, completedAt: input.now, updatedAt: input.now })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (completed!.misdirectedId) await markMisdirectedRefunded(tx, completed!.misdirectedId, completed!.id, input.now);
    const updated = await settleOwed(tx, payment);
    await appendPaymentEvent(tx, payment, 'payment.refunded', {
      ...paymentEventData(updated),
      refund: webhookRefund(completed!),
    });
    return completed!;
  });
}
