import type { RetrievedPaymentLink } from '@paylink/shared';
import type { Db } from '../../db/client';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { getPayment } from '../payments/links/get-payment';
import { toPaymentDto } from '../payments/links/payment-dto';
import { proposedRefund, refundFactsOf } from '../payments/lifecycle/proposed-refund';

/** GET /api/v1/payment-links/:id: the merchant's own link and the refund it would propose; the credit is spent only when it is found. */
export function getPaymentLink(db: Db, caller: Caller, accountId: string, id: string): Promise<RetrievedPaymentLink> {
  return db.transaction(async (tx) => {
    const row = await getPayment(tx, id, accountId);
    await chargeApiCall(tx, caller, accountId);
    return { ...toPaymentDto(row), proposedRefund: proposedRefund(row, await refundFactsOf(tx, row)) };
  });
}
