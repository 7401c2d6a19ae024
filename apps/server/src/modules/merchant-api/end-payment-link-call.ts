import type { Payment } from '@paylink/shared';
import type { Db } from '../../db/client';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { endPaymentLink } from '../payments/links/end-payment-link';
import { toPaymentDto } from '../payments/links/payment-dto';

/** POST /api/v1/payment-links/:id/expire: ends the merchant's open link now; the credit is spent only when it is ended. */
export function endPaymentLinkCall(db: Db, caller: Caller, accountId: string, id: string, now: Date): Promise<Payment> {
  return db.transaction(async (tx) => {
    const row = await endPaymentLink(tx, accountId, id, now);
    await chargeApiCall(tx, caller, accountId);
    return toPaymentDto(row);
  });
}
