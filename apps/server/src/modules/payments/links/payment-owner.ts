import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../schema';

/** The merchant a payment belongs to, or undefined when there is no such payment (or its merchant was deleted). */
export async function paymentOwner(db: Db, paymentId: string): Promise<string | undefined> {
  const [row] = await db.select({ accountId: payments.accountId }).from(payments).where(eq(payments.id, paymentId));
  return row?.accountId ?? undefined;
}
