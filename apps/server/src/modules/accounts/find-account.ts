import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';
import type { AccountRow } from './user-dto';

/** A merchant account by id; `lock` takes its row lock in the caller's transaction. */
export async function findAccount(
  db: Db,
  accountId: string,
  opts: { lock?: boolean } = {},
): Promise<AccountRow | undefined> {
  const query = db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}
