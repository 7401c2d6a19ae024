import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import type { Db } from '../db/client';
import { payments } from '../modules/payments/schema';
import { applyPaymentTransition } from '../modules/payments/lifecycle/apply-payment-transition';
import { PAYMENT_TRANSITIONS, transferEvent } from '../modules/payments/lifecycle/payment-transitions';

/**
 * Records a counted SOL transfer of `amount` lamports to a link the way the watcher does (row lock, transition
 * table, transfer row, status and event in one transaction), without a chain: for tests and benches of what
 * follows a payment (webhooks).
 */
export async function payLink(db: Db, paymentId: string, amount: bigint, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw new Error(`no payment ${paymentId}`);
    const event = transferEvent(
      { ...payment, received: payment.amountReceived ?? 0n },
      { outcome: 'counted', amount, blockTime: now },
    );
    await applyPaymentTransition(tx, payment, PAYMENT_TRANSITIONS[payment.status][event], {
      transfer: {
        txId: base58Encode(randomBytes(64)),
        position: 0,
        amount,
        asset: null,
        currency: 'SOL',
        payer: base58Encode(randomBytes(32)),
        reason: null,
        block: 1n,
        txIndex: 0,
        blockTime: now,
      },
      now,
    });
  });
}
