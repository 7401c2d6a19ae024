import type { Db } from '../../db/client';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { resendWebhookDelivery } from '../webhooks/requeue-deliveries';

/** POST /api/v1/webhooks/deliveries/:id/resend: the dashboard's Resend through an API key, for one credit. */
export function resendDeliveryWithApiKey(
  db: Db,
  caller: Caller,
  accountId: string,
  deliveryId: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const delivery = await resendWebhookDelivery(tx, accountId, deliveryId, now);
    await chargeApiCall(tx, caller, accountId);
    return delivery;
  });
}
