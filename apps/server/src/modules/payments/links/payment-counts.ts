import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../schema';

/** How many payments (any purpose) each of these accounts has, in one query; accounts with none are left out. */
export async function paymentCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ userId: payments.userId, n: count() }).from(payments).where(inArray(payments.userId, userIds)).groupBy(payments.userId);
  return new Map(rows.flatMap((r) => (r.userId === null ? [] : [[r.userId, r.n] as const])));
}
