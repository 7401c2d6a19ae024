import { expirePayments } from '../modules/payments/lifecycle/expire-payments';
import type { Job } from './job';
import { logWatchReport, watchOptions, watchSolanaPayments, type SolanaWatchOptions } from './watch-payments';

/**
 * Ends PENDING links past their expiry (EXPIRED, or FAILED when money arrived that does not pay them). The chain
 * is read for exactly those links first, so one paid before its expiry but not yet noticed completes on time
 * instead of expiring. Each link in its own transaction: one that fails is logged and retried next round.
 */
export function expirePaymentsJob(overrides: Partial<SolanaWatchOptions> = {}): Job {
  return {
    id: 'expire-payments',
    async handler(deps) {
      const opts = watchOptions(deps, { ...overrides, onlyExpiring: true });
      logWatchReport(deps, 'expire-payments', await watchSolanaPayments(deps.db, opts));
      const expired = await expirePayments(deps.db, opts.now?.() ?? new Date(), (paymentId, err) =>
        deps.log.error({ err, paymentId }, 'could not expire a payment; retrying next round'),
      );
      expired.forEach((id) => deps.notifier.notify(id));
      if (expired.length > 0) deps.log.info({ expired }, 'payments expired');
      return { more: false };
    },
  };
}
