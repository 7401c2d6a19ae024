import type { Deps } from '../deps';
import { createWebhookPool, type DeliverOptions, type WebhookPool } from '../modules/webhooks/deliver-due-webhooks';

/**
 * Sends due webhook deliveries (payment_events is the outbox); all state is in the database. Each run claims
 * what the pool's free senders can take and returns without waiting for slow receivers; `onSettled` (a wake-up
 * of the job loop) claims again as soon as a sender is free.
 */
export function deliverWebhooksJob(deps: Deps, opts: DeliverOptions = {}, onSettled?: () => void) {
  let pool: WebhookPool | undefined;
  const poolOf = () => (pool ??= createWebhookPool(deps, opts, () => onSettled?.()));
  return {
    id: 'deliver-webhooks',
    handler: async () => {
      const { enqueued, attempted, more } = await poolOf().round();
      return { enqueued, attempted, more };
    },
    /** Waits for the attempts in flight (a graceful stop). */
    idle: () => pool?.idle() ?? Promise.resolve(),
  };
}
