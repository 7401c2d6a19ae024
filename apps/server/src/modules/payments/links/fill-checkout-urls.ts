import { like, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../schema';

/**
 * Links made before checkout URLs got only the path from their migration (SQL does not know APP_URL): they get
 * the app's public URL in front, once, at start. Returns how many links changed.
 */
export async function fillCheckoutUrls(db: Db, appUrl: string): Promise<number> {
  const filled = await db
    .update(payments)
    .set({ checkoutUrl: sql`${appUrl} || ${payments.checkoutUrl}` })
    .where(like(payments.checkoutUrl, '/%'))
    .returning({ id: payments.id });
  return filled.length;
}
