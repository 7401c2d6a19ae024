import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../schema';

/** How many payments (links and credit purchases) are still PENDING: what the watcher has to look after. */
export async function countPendingPayments(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.status, 'PENDING'));
  return row?.n ?? 0;
}
