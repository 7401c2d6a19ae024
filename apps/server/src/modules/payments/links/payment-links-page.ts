import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { merchantLinks } from './merchant-links';
import { storedStatuses, type PaymentRow } from './payment-dto';
import { payments } from '../schema';

/**
 * One page of the merchant's payment links, newest first, after the link `startingAfter` (Stripe's cursor: stable
 * while new links are created, unlike page numbers). A cursor that is not one of the merchant's links is a 400.
 * Optional filters: status, creation time range [from, to) and a text found in the label or the reference.
 */
export async function paymentLinksPage(
  db: Db,
  accountId: string,
  query: { limit: number; startingAfter?: string; status?: PaymentStatus; from?: string; to?: string; search?: string },
): Promise<{ rows: PaymentRow[]; hasMore: boolean }> {
  const filters: SQL[] = [merchantLinks(accountId)];
  if (query.status) filters.push(inArray(payments.status, storedStatuses(query.status)));
  if (query.from) filters.push(gte(payments.createdAt, new Date(query.from)));
  if (query.to) filters.push(lt(payments.createdAt, new Date(query.to)));
  if (query.search) {
    // The text is data, never a pattern: % _ and \ match themselves.
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(payments.label, pattern), ilike(payments.merchantReference, pattern))!);
  }
  if (query.startingAfter) {
    const [cursor] = await db
      .select({ id: payments.id, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.id, query.startingAfter), merchantLinks(accountId)));
    if (!cursor) throw new AppError('VALIDATION_ERROR', `starting_after: no payment link ${query.startingAfter}`, 400);
    filters.push(
      or(
        lt(payments.createdAt, cursor.createdAt),
        and(eq(payments.createdAt, cursor.createdAt), lt(payments.id, cursor.id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(payments)
    .where(and(...filters))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}
