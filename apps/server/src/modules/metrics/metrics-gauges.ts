import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { watchBacklog } from '../chains/solana/schema';
import { countPendingPayments } from '../payments/count-pending-payments';
import { countQuarantined } from '../chains/solana/solana-backlog';
import { countPendingDeliveries } from '../webhooks/count-pending-deliveries';
import type { MetricsGauges } from './metrics';

/** The gauges as this schema stores them: pending links, the watcher's backlog and quarantine, pending webhook deliveries, the connection pool. */
export function metricsGauges(database: Pick<Database, 'db' | 'poolStats'>): MetricsGauges {
  return {
    async backlog() {
      return { pending: await countPendingPayments(database.db), quarantined: await countQuarantined(database.db) };
    },
    async watchBacklog() {
      const [row] = await database.db.select({ n: count() }).from(watchBacklog);
      return row?.n ?? 0;
    },
    webhookQueueDepth: () => countPendingDeliveries(database.db),
    pool: () => database.poolStats(),
  };
}
