import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../payments/schema';
import { AppError } from '../../lib/app-error';
import { countedTransferInput, linkState } from '../payments/link-state';
import { applyPaymentTransition } from '../payments/apply-payment-transition';
import { toPaymentDto } from '../payments/payment-dto';
import { PAYMENT_TRANSITIONS, transferEvent } from '../payments/payment-transitions';
import { paymentTransfers } from '../payments/schema';
import { unmatchedTransfers } from './schema';
import { toUnmatchedTransferDto } from './unmatched-transfer-dto';

/**
 * The merchant says which of their links an unmatched transfer pays: it counts toward that link through the
 * transition table (partial, complete or excess), with its transfer row and event, in one transaction; the
 * transfer is then listed as assigned. The link must be the merchant's, in the same network, token and wallet.
 */
export async function assignUnmatchedTransfer(db: Db, userId: string, id: string, paymentId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [transfer] = await tx.select().from(unmatchedTransfers).where(and(eq(unmatchedTransfers.id, id), eq(unmatchedTransfers.userId, userId))).for('update');
    if (!transfer) throw new AppError('NOT_FOUND', 'Transfer not found', 404);
    if (transfer.status !== 'open') throw new AppError('CONFLICT', `This transfer is already ${transfer.status}`, 409);
    const [payment] = await tx.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.purpose, 'link'))).for('update');
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found', 404);
    if (payment.network !== transfer.network || payment.currency !== transfer.currency || payment.recipientAddress.toLowerCase() !== transfer.recipient.toLowerCase()) {
      throw new AppError('VALIDATION_ERROR', `This transfer sent ${transfer.currency} on ${transfer.network} to ${transfer.recipient}; the link asks for ${payment.currency} on ${payment.network} to ${payment.recipientAddress}`, 400);
    }
    const [counted] = await tx
      .select({ id: paymentTransfers.id })
      .from(paymentTransfers)
      .where(and(eq(paymentTransfers.signature, transfer.signature), eq(paymentTransfers.position, transfer.position)))
      .limit(1);
    if (counted) throw new AppError('CONFLICT', 'This transfer already counts toward a link', 409);

    const event = transferEvent(linkState(payment), { outcome: 'counted', amount: transfer.amount, blockTime: transfer.blockTime });
    const updated = await applyPaymentTransition(tx, payment, PAYMENT_TRANSITIONS[payment.status][event], {
      transfer: countedTransferInput({ ...transfer, txId: transfer.signature, asset: transfer.token, from: transfer.payer, time: transfer.blockTime }),
      now,
    });
    const [assigned] = await tx
      .update(unmatchedTransfers)
      .set({ status: 'assigned', paymentId: payment.id, resolvedAt: now })
      .where(eq(unmatchedTransfers.id, id))
      .returning();
    return { transfer: toUnmatchedTransferDto(assigned!), payment: toPaymentDto(updated) };
  });
}
