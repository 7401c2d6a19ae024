import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../schema';

/** The network a payment is paid on, or undefined when there is no such payment. */
export async function paymentNetwork(db: Db, paymentId: string): Promise<string | undefined> {
  const [row] = await db.select({ network: payments.network }).from(payments).where(eq(payments.id, paymentId));
  return row?.network;
}
