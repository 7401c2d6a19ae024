import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { owedShares, type OwedRefund, type OwedShares } from './amount-owed';
import { refundsOf } from './refunds-reader';
import type { PaymentRow } from '../links/payment-dto';
import { paymentTransfers, payments, type PaymentTransferRow } from '../schema';

/** A link's transfers in chain order (oldest first). */
export function transfersInChainOrder(db: Db, paymentId: string) {
  return db
    .select()
    .from(paymentTransfers)
    .where(eq(paymentTransfers.paymentId, paymentId))
    .orderBy(asc(paymentTransfers.block), asc(paymentTransfers.txIndex), asc(paymentTransfers.createdAt));
}

/** What a link owes back, per transfer and in total, from its transfers and refunds (read unless given) as they are now. */
export async function owedOf(db: Db, payment: PaymentRow, transfersRead?: PaymentTransferRow[], refundsRead?: OwedRefund[]): Promise<OwedShares> {
  const [transfers, refundRows] = await Promise.all([transfersRead ?? transfersInChainOrder(db, payment.id), refundsRead ?? refundsOf(db, payment.id)]);
  return owedShares({ status: payment.status, price: payment.payAmount ?? payment.amount, currency: payment.currency }, transfers, refundRows);
}

/**
 * Re-derives what the link owes (amountOwed, amountRefunded, needsRefund) inside the caller's transaction, which
 * holds the payment row locked and has just written a transfer, a status or a refund. `stillFlagged`: a completed
 * credit purchase the platform could not honour, whose buyer is owed it all outside merchant refunds.
 */
export async function settleOwed(tx: Db, payment: PaymentRow, stillFlagged = false): Promise<PaymentRow> {
  const shares = await owedOf(tx, payment);
  const needsRefund = shares.needsRefund || stillFlagged;
  const [updated] = await tx
    .update(payments)
    .set({ amountOwed: shares.owed, amountRefunded: shares.refunded, needsRefund })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated!;
}
