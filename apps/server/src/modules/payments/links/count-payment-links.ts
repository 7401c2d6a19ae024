import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { merchantLinks } from './merchant-links';
import { payments } from '../schema';

/** How many payment links the merchant has (credit purchases left out). */
export async function countPaymentLinks(db: Db, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(merchantLinks(accountId));
  return row?.n ?? 0;
}
