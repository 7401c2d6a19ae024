import { and, inArray } from 'drizzle-orm';
import type { Payment } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { merchantLinks } from './merchant-links';
import { toPaymentDto } from './payment-dto';
import { payments } from '../schema';

/** These links of the merchant's, by id (another account's, or a missing one, is left out). */
export async function linksByIds(db: Db, accountId: string, ids: readonly string[]): Promise<Map<string, Payment>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(merchantLinks(accountId), inArray(payments.id, [...ids])));
  return new Map(rows.map((row) => [row.id, toPaymentDto(row)]));
}
