import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';

/** Sets the merchant's name, shown to payers on the hosted payment page and the receipt. */
export async function renameAccount(db: Db, accountId: string, name: string): Promise<void> {
  await db.update(merchantAccounts).set({ name, updatedAt: new Date() }).where(eq(merchantAccounts.id, accountId));
}
