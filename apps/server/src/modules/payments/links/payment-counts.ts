import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../schema';

/** How many payments (any purpose) each of these accounts has, in one query; accounts with none are left out. */
export async function paymentCounts(db: Db, accountIds: string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: payments.accountId, n: count() })
    .from(payments)
    .where(inArray(payments.accountId, accountIds))
    .groupBy(payments.accountId);
  return new Map(rows.flatMap((r) => (r.accountId === null ? [] : [[r.accountId, r.n] as const])));
}
