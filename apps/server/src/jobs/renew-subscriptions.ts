import { runRenewals } from '../modules/subscriptions/run-renewals';
import type { Job } from './job';

/** How often the subscription clock is looked at: renewal links, reminders, past due and cancellations. */
export const RENEW_SUBSCRIPTIONS_INTERVAL_MS = 60_000;

/** Subscriptions over time (issue 33), on the product clock (`deps.clock`), each subscription on its own. */
export function renewSubscriptionsJob(): Job {
  return {
    id: 'renew-subscriptions',
    async handler(deps) {
      const round = await runRenewals(deps, deps.clock.now(), (item, err) =>
        deps.log.error({ err, item }, 'subscription step failed; retrying next round'),
      );
      if (round.issued + round.lapsed > 0) deps.log.info(round, 'subscriptions renewed or lapsed');
      return { more: round.more };
    },
  };
}
