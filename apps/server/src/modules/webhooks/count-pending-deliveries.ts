import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries } from './schema';

/** How many webhook deliveries wait for an attempt (the queue's depth). */
export async function countPendingDeliveries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
  return row?.n ?? 0;
}
