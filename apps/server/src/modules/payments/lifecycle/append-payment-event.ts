import type { Db } from '../../../db/client';
import { newId } from '../../../lib/ids';
import type { PaymentRow } from '../links/payment-dto';
import { paymentEvents } from '../schema';

/**
 * Writes one event of a payment to the outbox (payment_events), in the caller's transaction: other modules whose
 * changes a merchant hears about (a refund paid) record them here, beside the change itself.
 */
export async function appendPaymentEvent(
  tx: Db,
  payment: Pick<PaymentRow, 'id' | 'accountId'>,
  type: string,
  data: Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(paymentEvents)
    .values({ id: newId('evt'), paymentId: payment.id, accountId: payment.accountId, type, data });
}
