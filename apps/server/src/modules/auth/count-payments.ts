import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

export async function countPayments(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.userId, userId));
  return row?.n ?? 0;
}
