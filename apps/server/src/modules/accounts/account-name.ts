import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';

/** A merchant account's name (Settings → Team), which payers see on the hosted page and the receipt; null when gone. */
export async function accountName(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: merchantAccounts.name })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, accountId));
  return row?.name ?? null;
}
