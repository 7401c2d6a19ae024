import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Payment, PaymentStatus } from '@paylink/shared';
import type { Db } from '../../db/client';
import { payments } from '../payments/schema';
import { AppError } from '../../lib/app-error';
import { chargeApiCall, type Caller } from '../api-keys/charge-api-call';
import { toPaymentDto } from '../payments/payment-dto';
import { merchantLinks } from '../payments/merchant-links';

export interface ListPaymentLinksQuery {
  limit: number;
  starting_after?: string;
  status?: PaymentStatus;
}

/**
 * Cursor pagination (Stripe's `starting_after`): newest first, the page after the given link. A cursor is
 * stable while new links are created, unlike page numbers. One credit per call.
 */
export function listPaymentLinks(db: Db, caller: Caller, userId: string, query: ListPaymentLinksQuery): Promise<{ payments: Payment[]; hasMore: boolean }> {
  return db.transaction(async (tx) => {
    const filters: SQL[] = [merchantLinks(userId)];
    if (query.status) filters.push(eq(payments.status, query.status));
    if (query.starting_after) {
      const [cursor] = await tx
        .select({ id: payments.id, createdAt: payments.createdAt })
        .from(payments)
        .where(and(eq(payments.id, query.starting_after), merchantLinks(userId)));
      if (!cursor) throw new AppError('VALIDATION_ERROR', `starting_after: no payment link ${query.starting_after}`, 400);
      filters.push(or(lt(payments.createdAt, cursor.createdAt), and(eq(payments.createdAt, cursor.createdAt), lt(payments.id, cursor.id)))!);
    }
    const rows = await tx
      .select()
      .from(payments)
      .where(and(...filters))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit + 1);
    await chargeApiCall(tx, caller, userId);
    return { payments: rows.slice(0, query.limit).map(toPaymentDto), hasMore: rows.length > query.limit };
  });
}
