import { createWebhookPool, type DeliverOptions, type WebhookPool } from '../modules/webhooks/deliver-due-webhooks';
import type { Job } from './job';

/**
 * Sends due webhook deliveries (payment_events is the outbox); all state is in the database. Each run claims
 * what the pool's free senders can take and returns without waiting for slow receivers; `onSettled` (a wake-up
 * of the job loop) claims again as soon as a sender is free. The pool outlives a round (its senders are still
 * in flight), so it is made on the first round, with that round's deps.
 */
export function deliverWebhooksJob(
  opts: DeliverOptions = {},
  onSettled?: () => void,
): Job & { idle: () => Promise<void> } {
  let pool: WebhookPool | undefined;
  return {
    id: 'deliver-webhooks',
    async handler(deps) {
      pool ??= createWebhookPool(deps, opts, () => onSettled?.());
      const { enqueued, attempted, more } = await pool.round();
      return { enqueued, attempted, more };
    },
    /** Waits for the attempts in flight (a graceful stop). */
    idle: () => pool?.idle() ?? Promise.resolve(),
  };
}
