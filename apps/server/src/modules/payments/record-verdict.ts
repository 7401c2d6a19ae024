import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { PaymentEventType } from '@paylink/shared';
import type { TransferVerdict } from '../chain/validate-transfer';
import { fulfillCryptoPurchase } from '../billing/fulfill-crypto-purchase';
import type { PaymentRow } from './payment-dto';
import { paymentEventData } from './payment-event-data';

/**
 * Applies what the chain says about one transaction to one payment, under a row lock, with its event in the
 * same transaction. Safe to call any number of times from any number of workers: a COMPLETED payment never
 * changes again, a signature completes at most one payment, and each event type is written once per payment.
 * Returns true when the payment changed.
 */
export async function recordVerdict(
  db: Db,
  input: { paymentId: string; signature: string; slot: bigint; verdict: TransferVerdict; now: Date },
): Promise<boolean> {
  const { paymentId, signature, verdict, now } = input;
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.status === 'COMPLETED') return false;

    if (verdict.ok) {
      const [usedElsewhere] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.transactionSignature, signature), ne(payments.id, paymentId)));
      if (usedElsewhere) return false;
      await transition(tx, payment, 'payment.completed', {
        status: 'COMPLETED',
        transactionSignature: signature,
        payerAddress: verdict.payer,
        amountReceived: verdict.amountReceived,
        slot: input.slot,
        completedAt: now,
        failureReason: null,
        paidLate: payment.status === 'EXPIRED' || now > payment.expiresAt,
        overpaid: verdict.overpaid,
        updatedAt: now,
      });
      await fulfillCryptoPurchase(tx, payment, now); // Billing: a paid credit purchase adds its credits here, in this transaction, exactly once.
      return true;
    }

    // A transaction that cannot pay the link fails a link still waiting; an expired link stays expired.
    if (payment.status !== 'PENDING') return false;
    await transition(tx, payment, 'payment.failed', {
      status: 'FAILED',
      failureReason: verdict.reason,
      amountReceived: verdict.amountReceived,
      payerAddress: verdict.payer,
      updatedAt: now,
    });
    return true;
  });
}

/** Updates the payment and writes the event of that transition (once per payment and type) in the same transaction. */
async function transition(tx: Db, payment: PaymentRow, type: PaymentEventType, changes: Partial<PaymentRow>): Promise<void> {
  const [updated] = await tx.update(payments).set(changes).where(eq(payments.id, payment.id)).returning();
  await tx
    .insert(paymentEvents)
    .values({ id: newId('evt'), paymentId: payment.id, userId: payment.userId, type, data: paymentEventData(updated!) })
    .onConflictDoNothing();
}
