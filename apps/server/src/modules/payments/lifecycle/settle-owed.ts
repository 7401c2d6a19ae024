import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { owedShares, type OwedRefund, type OwedShares } from './amount-owed';
import { refundsOf } from './refunds-reader';
import type { PaymentRow } from '../links/payment-dto';
import { paymentTransfers, payments, type PaymentTransferRow } from '../schema';

/** Chain order (oldest first): the order a link's transfers are counted, owed and shown in. */
export const chainOrder = [asc(paymentTransfers.block), asc(paymentTransfers.txIndex), asc(paymentTransfers.createdAt)];

/** A link's transfers in chain order. */
export function transfersInChainOrder(db: Db, paymentId: string) {
  return db
    .select()
    .from(paymentTransfers)
    .where(eq(paymentTransfers.paymentId, paymentId))
    .orderBy(...chainOrder);
}

/** What a link owes back, per transfer and in total, from its transfers (chain order) and refunds. */
export function owedSharesOf(
  payment: PaymentRow,
  transfers: readonly PaymentTransferRow[],
  refunds: readonly OwedRefund[],
): OwedShares {
  return owedShares(
    { status: payment.status, price: payment.payAmount ?? payment.amount, currency: payment.currency },
    transfers,
    refunds,
  );
}

/** What a link owes back from its transfers and refunds as they are now. */
export async function owedOf(db: Db, payment: PaymentRow): Promise<OwedShares> {
  const [transfers, refunds] = await Promise.all([transfersInChainOrder(db, payment.id), refundsOf(db, payment.id)]);
  return owedSharesOf(payment, transfers, refunds);
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
    .set({ amountOwed: shares.owed, amountRefunded: shares.refunded, refundStatus: shares.refundState, needsRefund })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated!;
}
