import { formatAmount, type PaymentDetail } from '@paylink/shared';
import type { Db } from '../../db/client';
import { refundableAmounts } from './amount-refundable';
import { getPayment } from './get-payment';
import { toPaymentDto, tokenDecimals } from './payment-dto';
import { owedOf, owedRefundsOf, transfersInChainOrder } from './settle-owed';
import { toTransferDto } from './transfer-dto';

/**
 * A merchant's own payment with every transfer that carried its reference, in chain order (oldest first), each with
 * what of it is owed back and what may still be refunded (the cap prepareRefund enforces). The refunds are the
 * refunds module's to list (the route adds them).
 */
export async function getPaymentDetail(db: Db, id: string, userId: string): Promise<Omit<PaymentDetail, 'refunds'>> {
  const row = await getPayment(db, id, userId);
  const [transfers, refundRows] = await Promise.all([transfersInChainOrder(db, row.id), owedRefundsOf(db, row.id)]);
  const owed = await owedOf(db, row, transfers, refundRows);
  // A PENDING refund past its time still reserves its amount until the watcher finds it unpaid on chain.
  const refundable = refundableAmounts(transfers, refundRows);
  return {
    ...toPaymentDto(row),
    amountRefundable: formatAmount(refundable.byToken.get(row.currency) ?? 0n, tokenDecimals(row.currency)),
    transfers: transfers.map((t) => toTransferDto(t, { owed: owed.byTransfer.get(t.id) ?? 0n, refundable: refundable.byTransfer.get(t.id) ?? 0n })),
  };
}
