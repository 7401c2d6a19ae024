import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination, Payment, PaymentStatus } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export interface PaymentsQuery {
  page: number;
  limit: number;
  status?: PaymentStatus;
  /** Only links that owe a refund (excess received, or FAILED after money arrived). */
  attention?: boolean;
}

export interface PaymentsPage {
  payments: Payment[];
  pagination: Pagination;
}

export function getPayments({ page, limit, status, attention }: PaymentsQuery): Promise<PaymentsPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (status) params.set('status', status);
  if (attention) params.set('attention', 'true');
  return api<PaymentsPage>(`/api/payments/payments?${params}`);
}

/** One page of the merchant's payments; re-read when the change feed (app/use-live-payment-changes) says a payment changed. */
export function usePayments(query: PaymentsQuery) {
  return useQuery({
    queryKey: paymentKeys.list(query),
    queryFn: () => getPayments(query),
    placeholderData: keepPreviousData,
  });
}
