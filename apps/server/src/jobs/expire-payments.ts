import { expirePayments } from '../modules/payments/lifecycle/expire-payments';
import type { Job } from './job';
import { watchAdapterRound } from './watch-adapter-round';
import { offeredAdapters, watchedAdapter } from './watched-adapters';

/**
 * Ends PENDING links past their expiry (EXPIRED, or FAILED when money arrived that does not pay them). Every
 * network's chain is read for exactly those links first, through its adapter, so one paid before its expiry but
 * not yet noticed completes on time instead of expiring. A network whose read fails keeps its links open until a
 * round reads it (the others expire on time); each link in its own transaction: one that fails is logged and
 * retried next round.
 */
export function expirePaymentsJob(opts: { now?: () => Date } = {}): Job {
  return {
    id: 'expire-payments',
    async handler(deps) {
      const now = opts.now?.() ?? new Date();
      const networks = [...offeredAdapters(deps).keys()];
      const unread: string[] = [];
      for (const network of networks) {
        try {
          const adapter = await watchedAdapter(deps, network);
          if (adapter)
            await watchAdapterRound(deps, 'expire-payments', adapter, { onlyExpiring: true, now: () => now });
        } catch (err) {
          unread.push(network);
          deps.log.warn({ err, network }, 'could not read the chain before expiry; its links wait for the next round');
        }
      }
      // No chain could be read: let the job loop back off.
      if (unread.length > 0 && unread.length === networks.length)
        throw new Error(`no network could be read before expiry (${unread.join(', ')})`);
      const expired = await expirePayments(
        deps.db,
        now,
        (paymentId, err) => deps.log.error({ err, paymentId }, 'could not expire a payment; retrying next round'),
        unread,
      );
      expired.forEach((id) => deps.notifier.notify(id));
      if (expired.length > 0) deps.log.info({ expired }, 'payments expired');
      return { more: false };
    },
  };
}
