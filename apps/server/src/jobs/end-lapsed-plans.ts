import { endLapsedPlans } from '../modules/billing/end-lapsed-plans';
import type { Job } from './job';

/** How often lapsed crypto-paid plans are looked for: a plan ends within this long after its billing month. */
export const END_LAPSED_PLANS_INTERVAL_MS = 60_000;

/** Ends monthly plans paid in crypto once their billing month is over (Stripe plans follow Stripe's events). */
export function endLapsedPlansJob(): Job {
  return {
    id: 'end-lapsed-plans',
    async handler(deps) {
      const lapsed = await endLapsedPlans(deps.db, new Date(), (accountId, err) =>
        deps.log.error({ err, accountId }, 'could not end a lapsed plan; retrying next round'),
      );
      if (lapsed > 0) deps.log.info({ lapsed }, 'monthly plans paid in crypto ended after their billing month');
      return { more: false };
    },
  };
}
