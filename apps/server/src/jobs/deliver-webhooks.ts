import type { Deps } from '../deps';
import { deliverDueWebhooks, type DeliverOptions } from '../modules/webhooks/deliver-due-webhooks';

/** Sends due webhook deliveries (payment_events is the outbox); no payload: all state is in the database. */
export function deliverWebhooksJob(opts: DeliverOptions = {}) {
  return {
    id: 'deliver-webhooks',
    handler: (deps: Deps) => deliverDueWebhooks(deps, opts),
  };
}
