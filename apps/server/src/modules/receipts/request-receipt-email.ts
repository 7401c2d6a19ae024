import { eq, isNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getPayment } from '../payments/links/get-payment';
import { receiptEmails } from './schema';

/**
 * Keeps the address a customer left on the hosted page ("Email me a receipt") to send the link's receipt once it
 * completes (sendReceiptEmails). A merchant link only (404 otherwise, as for no such payment); a new address replaces
 * one not used yet; once sent, the receipt is not sent again (409).
 */
export async function requestReceiptEmail(db: Db, paymentId: string, email: string): Promise<void> {
  const payment = await getPayment(db, paymentId);
  if (payment.purpose !== 'link') throw new AppError('NOT_FOUND', 'Payment not found', 404);
  const saved = await db
    .insert(receiptEmails)
    .values({ paymentId, email })
    .onConflictDoUpdate({ target: receiptEmails.paymentId, set: { email }, setWhere: and(eq(receiptEmails.paymentId, paymentId), isNull(receiptEmails.sentAt)) })
    .returning({ paymentId: receiptEmails.paymentId });
  if (saved.length === 0) throw new AppError('CONFLICT', 'The receipt of this payment was already emailed', 409);
}
