import type { Payment } from '@paylink/shared';
import type { Db } from '../../db/client';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { cancelPaymentLink } from '../payments/links/cancel-payment-link';
import { toPaymentDto } from '../payments/links/payment-dto';

/** POST /api/v1/payment-links/:id/cancel: cancels the merchant's open link; the credit is spent only when it is cancelled. */
export function cancelPaymentLinkCall(
  db: Db,
  caller: Caller,
  accountId: string,
  id: string,
  now: Date,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const row = await cancelPaymentLink(tx, accountId, id, now);
    await chargeApiCall(tx, caller, accountId);
    return toPaymentDto(row);
  });
}
