import { formatAmount, type PaymentDetail } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { getPayment } from './get-payment';
import { toPaymentDto, tokenDecimals } from './payment-dto';
import { proposedRefund, refundFactsOf } from '../lifecycle/proposed-refund';
import { toTransferDto } from './transfer-dto';
import { unconfirmedTransfersOf } from '../lifecycle/record-unconfirmed-transfer';

/**
 * A merchant's own payment with every transfer that carried its reference, in chain order (oldest first), each with
 * what of it is owed back, what may still be refunded (the cap prepareRefund enforces) and the refund its button
 * proposes. The refunds are the refunds module's to list (the route adds them).
 */
export async function getPaymentDetail(db: Db, id: string, accountId: string): Promise<Omit<PaymentDetail, 'refunds' | 'paidByX402'>> {
  const row = await getPayment(db, id, accountId);
  const facts = await refundFactsOf(db, row);
  const { owed, refundable } = facts;
  return {
    ...toPaymentDto(row),
    amountRefundable: formatAmount(refundable.byToken.get(row.currency) ?? 0n, tokenDecimals(row.currency)),
    proposedRefund: proposedRefund(row, facts),
    transfers: facts.transfers.map((t) =>
      toTransferDto(t, { owed: owed.byTransfer.get(t.id) ?? 0n, refundable: refundable.byTransfer.get(t.id) ?? 0n, proposedRefund: proposedRefund(row, facts, t) }),
    ),
    unconfirmedTransfers: (await unconfirmedTransfersOf(db, id)).map((t) => ({ signature: t.txId, amount: formatAmount(t.amount, tokenDecimals(row.currency)), confirmations: t.confirmations })),
  };
}
