import type { Payment, PaymentStatus } from '@paylink/shared';
import type { Db } from '../../db/client';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { toPaymentDto } from '../payments/links/payment-dto';
import { paymentLinksPage } from '../payments/links/payment-links-page';

export interface ListPaymentLinksQuery {
  limit: number;
  starting_after?: string;
  status?: PaymentStatus;
}

/**
 * GET /api/v1/payment-links: cursor pagination (Stripe's `starting_after`), newest first. One credit per call,
 * in the read's transaction.
 */
export function listPaymentLinks(db: Db, caller: Caller, accountId: string, query: ListPaymentLinksQuery): Promise<{ payments: Payment[]; hasMore: boolean }> {
  return db.transaction(async (tx) => {
    const page = await paymentLinksPage(tx, accountId, { limit: query.limit, startingAfter: query.starting_after, status: query.status });
    await chargeApiCall(tx, caller, accountId);
    return { payments: page.rows.map(toPaymentDto), hasMore: page.hasMore };
  });
}
