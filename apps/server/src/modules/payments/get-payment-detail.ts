import type { PaymentDetail } from '@paylink/shared';
import type { Db } from '../../db/client';
import { getPayment } from './get-payment';
import { toPaymentDto } from './payment-dto';
import { owedOf, transfersInChainOrder } from './settle-owed';
import { toTransferDto } from './transfer-dto';

/**
 * A merchant's own payment with every transfer that carried its reference, in chain order (oldest first), each with
 * what of it is owed back. The refunds are the refunds module's to list (the route adds them).
 */
export async function getPaymentDetail(db: Db, id: string, userId: string): Promise<Omit<PaymentDetail, 'refunds'>> {
  const row = await getPayment(db, id, userId);
  const transfers = await transfersInChainOrder(db, row.id);
  const owed = await owedOf(db, row, transfers);
  return { ...toPaymentDto(row), transfers: transfers.map((t) => toTransferDto(t, owed.byTransfer.get(t.id) ?? 0n)) };
}
