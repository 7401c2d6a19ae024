import type { Payment, PaymentStatus } from '@paylink/shared';
import type { Db } from '../../db/client';
import { chargeApiCall, type Caller } from '../credits/charge-api-call';
import { toPaymentDto } from '../payments/links/payment-dto';
import { paymentLinksPage } from '../payments/links/payment-links-page';

export interface ListPaymentLinksQuery {
  limit: number;
  starting_after?: string;
  status?: PaymentStatus;
  from?: string;
  to?: string;
  search?: string;
}

/**
 * GET /api/v1/payment-links (and MCP's list_payments): cursor pagination (Stripe's `starting_after`), newest first. One credit per call,
 * in the read's transaction.
 */
export function listPaymentLinks(
  db: Db,
  caller: Caller,
  accountId: string,
  query: ListPaymentLinksQuery,
): Promise<{ payments: Payment[]; hasMore: boolean }> {
  return db.transaction(async (tx) => {
    const { starting_after: startingAfter, ...filters } = query;
    const page = await paymentLinksPage(tx, accountId, { ...filters, startingAfter });
    await chargeApiCall(tx, caller, accountId);
    return { payments: page.rows.map(toPaymentDto), hasMore: page.hasMore };
  });
}
