import { desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger } from './schema';

/** Every credit ever added (positive ledger rows), platform-wide (admin analytics). */
export async function creditsIssued(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` }).from(creditLedger).where(gt(creditLedger.delta, 0));
  return Number(row?.n ?? 0);
}

/** The newest purchased-credit ledger rows of any account, newest first (admin recent activity). */
export function latestPurchasedCredits(db: Db, limit: number) {
  return db
    .select({ userId: creditLedger.userId, credits: creditLedger.delta, createdAt: creditLedger.createdAt })
    .from(creditLedger)
    .where(eq(creditLedger.reason, 'purchase'))
    .orderBy(desc(creditLedger.createdAt))
    .limit(limit);
}
