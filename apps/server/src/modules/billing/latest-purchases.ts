import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditPurchases } from './schema';

/**
 * The newest completed credit purchases of any account (plans and credits, by card or in crypto), newest first
 * (admin recent activity). A purchase whose account was deleted has no user and is left out.
 */
export async function latestPurchases(db: Db, limit: number) {
  const rows = await db
    .select({
      accountId: creditPurchases.accountId,
      displayName: creditPurchases.displayName,
      credits: creditPurchases.credits,
      amountCents: creditPurchases.amountCents,
      method: creditPurchases.method,
      completedAt: creditPurchases.completedAt,
      createdAt: creditPurchases.createdAt,
    })
    .from(creditPurchases)
    .where(eq(creditPurchases.status, 'COMPLETED'))
    .orderBy(desc(sql`coalesce(${creditPurchases.completedAt}, ${creditPurchases.createdAt})`))
    .limit(limit);
  return rows.flatMap((r) => (r.accountId ? [{ ...r, accountId: r.accountId, at: r.completedAt ?? r.createdAt }] : []));
}
