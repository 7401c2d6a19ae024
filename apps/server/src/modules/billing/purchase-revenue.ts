import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditPurchases } from './schema';

/** What completed card and crypto credit purchases were paid, in USD cents (README "Admin"). */
export async function purchaseRevenueCents(db: Db): Promise<bigint> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${creditPurchases.amountCents}), 0)` })
    .from(creditPurchases)
    .where(eq(creditPurchases.status, 'COMPLETED'));
  return BigInt(row?.n ?? 0);
}
