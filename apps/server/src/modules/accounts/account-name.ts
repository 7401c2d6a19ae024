import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared-statement';
import { merchantAccounts } from './schema';

const nameOf = preparedStatement((db) =>
  db
    .select({ name: merchantAccounts.name })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, sql.placeholder('accountId')))
    .prepare('account_name'),
);

/** A merchant account's name (Settings → Team), which payers see on the hosted page and the receipt; null when gone. */
export async function accountName(db: Db, accountId: string): Promise<string | null> {
  const [row] = await nameOf(db).execute({ accountId });
  return row?.name ?? null;
}
