import type { Payment, UpdatePaymentLinkInput } from '@paylink/shared';
import type { Db } from '../../db/client';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { updatePaymentLink } from '../payments/links/update-payment-link';
import { toPaymentDto } from '../payments/links/payment-dto';

/** PATCH /api/v1/payment-links/:id: changes the label or message of an open link nothing reached; the credit is spent only when it changed. */
export function updatePaymentLinkCall(
  db: Db,
  caller: Caller,
  accountId: string,
  id: string,
  input: UpdatePaymentLinkInput,
  now: Date,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const row = await updatePaymentLink(tx, accountId, id, input, now);
    await chargeApiCall(tx, caller, accountId);
    return toPaymentDto(row);
  });
}
