import { asc, eq } from 'drizzle-orm';
import type { PaymentDetail } from '@paylink/shared';
import type { Db } from '../../db/client';
import { getPayment } from './get-payment';
import { toPaymentDto } from './payment-dto';
import { paymentTransfers } from './schema';
import { toTransferDto } from './transfer-dto';

/** A merchant's own payment with every transfer that carried its reference, in chain order (oldest first). */
export async function getPaymentDetail(db: Db, id: string, userId: string): Promise<PaymentDetail> {
  const row = await getPayment(db, id, userId);
  const transfers = await db
    .select()
    .from(paymentTransfers)
    .where(eq(paymentTransfers.paymentId, row.id))
    .orderBy(asc(paymentTransfers.slot), asc(paymentTransfers.txIndex), asc(paymentTransfers.createdAt));
  return { ...toPaymentDto(row), transfers: transfers.map(toTransferDto) };
}
