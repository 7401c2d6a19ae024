import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentTransfers, unconfirmedTransfers } from '../schema';

/** Of these links, those that money reached (a transfer recorded, counted or not, or one seen but not final yet). */
export async function linksWithTransfers(db: Db, paymentIds: string[]): Promise<Set<string>> {
  if (paymentIds.length === 0) return new Set();
  const recorded = await db
    .selectDistinct({ id: paymentTransfers.paymentId })
    .from(paymentTransfers)
    .where(inArray(paymentTransfers.paymentId, paymentIds));
  const seen = await db
    .selectDistinct({ id: unconfirmedTransfers.paymentId })
    .from(unconfirmedTransfers)
    .where(inArray(unconfirmedTransfers.paymentId, paymentIds));
  return new Set([...recorded, ...seen].map((r) => r.id));
}
