import type { Database } from '../../db/client';
import { countPendingPayments } from '../payments/links/count-pending-payments';
import { watcherBacklog } from '../chains/chain-adapters';
import { countPendingDeliveries } from '../webhooks/count-pending-deliveries';
import type { MetricsGauges } from './metrics';

/** The gauges as this schema stores them: pending links, the watcher's backlog and quarantine, pending webhook deliveries, the connection pool. */
export function metricsGauges(database: Pick<Database, 'db' | 'poolStats'>): MetricsGauges {
  return {
    async backlog() {
      return {
        pending: await countPendingPayments(database.db),
        quarantined: (await watcherBacklog(database.db)).quarantined,
      };
    },
    watchBacklog: async () => (await watcherBacklog(database.db)).waiting,
    webhookQueueDepth: () => countPendingDeliveries(database.db),
    pool: () => database.poolStats(),
  };
}
