import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../payments/schema';

export async function countPayments(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(and(eq(payments.userId, userId), eq(payments.purpose, 'link')));
  return row?.n ?? 0;
}
