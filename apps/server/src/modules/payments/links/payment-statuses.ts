import { inArray } from 'drizzle-orm';
import type { PaymentStatus } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { payments } from '../schema';
import { publicStatus } from './payment-dto';

/** The status the API shows for each of these links, by id (links that do not exist are absent). */
export async function paymentStatuses(db: Db, ids: readonly string[]): Promise<Map<string, PaymentStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(inArray(payments.id, [...ids]));
  return new Map(rows.map((r) => [r.id, publicStatus(r.status)]));
}
