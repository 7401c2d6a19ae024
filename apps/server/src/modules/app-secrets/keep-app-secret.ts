import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from './schema';

/**
 * A setting the app generates itself, kept in app_secrets: the stored value when there is one, otherwise `make()`'s,
 * stored once (when several processes race, the first insert wins and every caller gets that value). `created`
 * tells the caller whose insert it was (a one-time marker: the first start seeds, later ones do not).
 */
export async function keepAppSecret(
  db: Db,
  name: string,
  make: () => string | Promise<string>,
): Promise<{ value: string; created: boolean }> {
  const [existing] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing) return { value: existing.value, created: false };
  const [inserted] = await db
    .insert(appSecrets)
    .values({ name, value: await make() })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { value: inserted.value, created: true };
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return { value: row!.value, created: false };
}
