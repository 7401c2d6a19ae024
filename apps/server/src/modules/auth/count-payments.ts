import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../payments/schema';
import { merchantLinks } from '../payments/merchant-links';

export async function countPayments(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(merchantLinks(userId));
  return row?.n ?? 0;
}
