import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { watchBacklog } from '../chains/solana/schema';
import { payments } from '../payments/schema';
import { countQuarantined } from '../chains/solana/solana-backlog';
import { webhookDeliveries } from '../webhooks/schema';
import type { MetricsGauges } from './metrics';

/** The gauges as this schema stores them: pending links, the watcher's backlog and quarantine, pending webhook deliveries, the connection pool. */
export function metricsGauges(database: Pick<Database, 'db' | 'poolStats'>): MetricsGauges {
  return {
    async backlog() {
      const [row] = await database.db.select({ n: count() }).from(payments).where(eq(payments.status, 'PENDING'));
      return { pending: row?.n ?? 0, quarantined: await countQuarantined(database.db) };
    },
    async watchBacklog() {
      const [row] = await database.db.select({ n: count() }).from(watchBacklog);
      return row?.n ?? 0;
    },
    async webhookQueueDepth() {
      const [row] = await database.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
      return row?.n ?? 0;
    },
    pool: () => database.poolStats(),
  };
}
