import type { Db } from '../../db/client';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { resendWebhookDelivery } from '../webhooks/requeue-deliveries';

/** POST /api/v1/webhooks/deliveries/:id/resend: the dashboard's Resend through an API key, for one credit. */
export function resendDeliveryWithApiKey(db: Db, caller: Caller, userId: string, deliveryId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const delivery = await resendWebhookDelivery(tx, userId, deliveryId, now);
    await chargeApiCall(tx, caller, userId);
    return delivery;
  });
}
