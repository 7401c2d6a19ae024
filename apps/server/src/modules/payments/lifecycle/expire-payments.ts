import { and, desc, eq, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentTransfers, payments } from '../schema';
import type { PaymentRow } from '../links/payment-dto';
import { applyPaymentTransition } from './apply-payment-transition';
import { expiryEvent, isRejectedValue, PAYMENT_TRANSITIONS } from './payment-transitions';

/**
 * PENDING links past their expiry end: EXPIRED when nothing arrived, FAILED when money arrived that does not
 * pay them (underpaid, or only rejected transfers of real value). Each link in its own transaction under its
 * row lock, with its event; a link paid meanwhile by another worker is left alone. One that throws is reported
 * to `onError` and retried next round; the others go on. Links on `unreadNetworks` (whose chain could not be read
 * before expiry) wait: a payment made in time may not be recorded yet.
 */
export async function expirePayments(
  db: Db,
  now: Date,
  onError: (paymentId: string, err: unknown) => void = () => {},
  unreadNetworks: readonly string[] = [],
): Promise<string[]> {
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'PENDING'),
        lte(payments.expiresAt, now),
        unreadNetworks.length > 0 ? notInArray(payments.network, [...unreadNetworks]) : undefined,
      ),
    );
  const changed: string[] = [];
  for (const { id } of due) {
    const done = await db
      .transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
        if (!payment || payment.status !== 'PENDING') return false;
        await endNow(tx, payment, now);
        return true;
      })
      .catch((err: unknown) => {
        onError(id, err);
        return false;
      });
    if (done) changed.push(id);
  }
  return changed;
}

/**
 * Ends a locked PENDING link now, through the transition table: EXPIRED when nothing arrived, FAILED when money arrived
 * that does not pay it (underpaid, or only rejected transfers of real value). Its expiry, and a merchant's cancel.
 */
export async function endNow(tx: Db, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  const rejected = await tx
    .select({ reason: paymentTransfers.reason, amount: paymentTransfers.amount })
    .from(paymentTransfers)
    .where(and(eq(paymentTransfers.paymentId, payment.id), eq(paymentTransfers.outcome, 'rejected')))
    .orderBy(desc(paymentTransfers.block));
  const ofValue = rejected.find(isRejectedValue);
  const event = expiryEvent(payment.amountReceived ?? 0n, ofValue !== undefined);
  return applyPaymentTransition(tx, payment, PAYMENT_TRANSITIONS.PENDING[event], {
    rejectedReason: ofValue?.reason ?? null,
    now,
  });
}
