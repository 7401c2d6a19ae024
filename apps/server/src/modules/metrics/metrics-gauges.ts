import type { Database } from '../../db/client';
import { countPendingPayments } from '../payments/links/count-pending-payments';
import { countBacklog, countQuarantined } from '../chains/solana/solana-backlog';
import { countPendingDeliveries } from '../webhooks/count-pending-deliveries';
import type { MetricsGauges } from './metrics';

/** The gauges as this schema stores them: pending links, the watcher's backlog and quarantine, pending webhook deliveries, the connection pool. */
export function metricsGauges(database: Pick<Database, 'db' | 'poolStats'>): MetricsGauges {
  return {
    async backlog() {
      return { pending: await countPendingPayments(database.db), quarantined: await countQuarantined(database.db) };
    },
    watchBacklog: () => countBacklog(database.db),
    webhookQueueDepth: () => countPendingDeliveries(database.db),
    pool: () => database.poolStats(),
  };
}
