import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';

/** Sets the merchant's name, shown to payers on the hosted payment page and the receipt (now chosen: the dashboard stops asking). */
export async function renameAccount(db: Db, accountId: string, name: string): Promise<void> {
  const now = new Date();
  await db
    .update(merchantAccounts)
    .set({ name, nameConfirmedAt: now, updatedAt: now })
    .where(eq(merchantAccounts.id, accountId));
}
