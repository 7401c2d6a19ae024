import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditPurchases } from './schema';
import { fulfillPurchase } from './fulfill-purchase';

/**
 * Called in the transaction that marks a payment COMPLETED: when the payment is a crypto credit purchase, its
 * credits are added there. Idempotent (the purchase moves PENDING → COMPLETED once), a no-op for merchant links.
 */
export async function fulfillCryptoPurchase(tx: Db, payment: { id: string; purpose: string }, now: Date): Promise<void> {
  if (payment.purpose !== 'credit_purchase') return;
  const [purchase] = await tx.select({ id: creditPurchases.id }).from(creditPurchases).where(eq(creditPurchases.paymentId, payment.id));
  if (purchase) await fulfillPurchase(tx, { purchaseId: purchase.id }, { now });
}
