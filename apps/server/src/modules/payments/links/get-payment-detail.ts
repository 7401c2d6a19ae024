import { formatAmount, type PaymentDetail } from '@paylink/shared';
import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../../db/prepared-statement';
import type { Db } from '../../../db/client';
import { foundPayment } from './get-payment';
import { toPaymentDto, tokenDecimals, type PaymentRow } from './payment-dto';
import type { OwedRefund } from '../lifecycle/amount-owed';
import { proposedRefund, refundFacts } from '../lifecycle/proposed-refund';
import { chainOrder } from '../lifecycle/settle-owed';
import { toTransferDto } from './transfer-dto';
import { unconfirmedTransfersColumn, type UnconfirmedTransfer } from '../lifecycle/record-unconfirmed-transfer';
import { paymentTransfers, payments, type PaymentTransferRow } from '../schema';
import { misdirectedColumn, toMisdirectedDto, type NetworkNames } from '../misdirected/misdirected-dto';
import type { MisdirectedTransferRow } from '../misdirected/schema';

/** What the payments module holds of a merchant's payment for its detail page. */
export interface PaymentDetailRows {
  row: PaymentRow;
  /** Every transfer that carried its reference, in chain order. */
  transfers: PaymentTransferRow[];
  unconfirmed: UnconfirmedTransfer[];
  /** Payments of its exact amount sent on another network. */
  misdirected: MisdirectedTransferRow[];
}

const detailRows = preparedStatement((db) =>
  db
    .select({
      payment: payments,
      transfer: paymentTransfers,
      unconfirmed: unconfirmedTransfersColumn(payments.id),
      misdirected: misdirectedColumn(payments.id),
    })
    .from(payments)
    .leftJoin(paymentTransfers, eq(paymentTransfers.paymentId, payments.id))
    .where(and(eq(payments.id, sql.placeholder('id')), eq(payments.accountId, sql.placeholder('accountId'))))
    .orderBy(...chainOrder)
    .prepare('payment_detail'),
);

/**
 * A merchant's own payment with its transfers and its unconfirmed transfers, in one statement: one row per transfer
 * (the payment's columns repeated), or one row without a transfer.
 */
export async function paymentDetailRows(db: Db, id: string, accountId: string): Promise<PaymentDetailRows> {
  const rows = await detailRows(db).execute({ id, accountId });
  const { payment, unconfirmed, misdirected } = foundPayment(rows[0]);
  return { row: payment, transfers: rows.flatMap((r) => (r.transfer ? [r.transfer] : [])), unconfirmed, misdirected };
}

/**
 * The payment's detail, each transfer with what of it is owed back, what may still be refunded (the cap
 * prepareRefund enforces) and the refund its button proposes, given the link's refunds (the refunds module's to
 * read and list: the route adds them).
 */
export function paymentDetail(
  { row, transfers, unconfirmed, misdirected }: PaymentDetailRows,
  refunds: readonly OwedRefund[],
  names: NetworkNames,
): Omit<PaymentDetail, 'refunds' | 'paidByX402'> {
  const facts = refundFacts(row, transfers, refunds);
  const { owed, refundable } = facts;
  const decimals = tokenDecimals(row.currency);
  return {
    ...toPaymentDto(row),
    amountRefundable: formatAmount(refundable.byToken.get(row.currency) ?? 0n, decimals),
    proposedRefund: proposedRefund(row, facts),
    transfers: transfers.map((t) =>
      toTransferDto(t, {
        owed: owed.byTransfer.get(t.id) ?? 0n,
        refundable: refundable.byTransfer.get(t.id) ?? 0n,
        proposedRefund: proposedRefund(row, facts, t),
      }),
    ),
    unconfirmedTransfers: unconfirmed.map((t) => ({
      signature: t.txId,
      amount: formatAmount(t.amount, decimals),
      confirmations: t.confirmations,
    })),
    misdirected: misdirected.map((m) => toMisdirectedDto(m, row.network, names)),
  };
}
