import { gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger } from './schema';

/** Every credit ever added (positive ledger rows), platform-wide (admin analytics). */
export async function creditsIssued(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(gt(creditLedger.delta, 0));
  return Number(row?.n ?? 0);
}
