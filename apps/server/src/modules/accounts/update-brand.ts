import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAccounts } from './schema';

/** Sets the business name (now chosen: the dashboard stops asking) and the accent colour (validated by the route's schema). */
export async function updateBrand(
  db: Db,
  accountId: string,
  brand: { name: string; accentColor: string | null },
): Promise<void> {
  const now = new Date();
  await db
    .update(merchantAccounts)
    .set({ name: brand.name, accentColor: brand.accentColor, nameConfirmedAt: now, updatedAt: now })
    .where(eq(merchantAccounts.id, accountId));
}
