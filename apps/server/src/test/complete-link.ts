import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode, type Payment } from '@paylink/shared';
import { appendPaymentEvent } from '../modules/payments/lifecycle/append-payment-event';
import { paymentEventData } from '../modules/payments/lifecycle/payment-event-data';
import { payments } from '../modules/payments/schema';
import { bearer, type TestContext } from './test-app';

/** A SOL link of the merchant, to a fresh address. */
export async function createSolLink(ctx: TestContext, token: string, label: string, amount = '0.25'): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label, amount, walletAddress: base58Encode(randomBytes(32)) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment as Payment;
}

/** What recording a full payment writes, without a chain: the link COMPLETED at `completedAt` and payment.completed, in one transaction. */
export async function completeLink(ctx: TestContext, paymentId: string, completedAt = new Date()): Promise<void> {
  await ctx.deps.db.transaction(async (tx) => {
    const [asked] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    const [row] = await tx
      .update(payments)
      .set({ status: 'COMPLETED', completedAt, amountReceived: asked!.payAmount ?? asked!.amount })
      .where(eq(payments.id, paymentId))
      .returning();
    await appendPaymentEvent(tx, row!, 'payment.completed', paymentEventData(row!));
  });
}
