import { useQuery } from '@tanstack/react-query';
import type { PaymentDetail } from '@paylink/shared';
import { api, ApiError } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export async function getPayment(id: string): Promise<PaymentDetail> {
  const data = await api<{ payment: PaymentDetail }>(`/api/payments/payments/${encodeURIComponent(id)}`);
  return data.payment;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** One payment with its transfers; re-read when the change feed (app/use-live-payment-changes) says it changed. */
export function usePayment(id: string) {
  return useQuery({
    queryKey: paymentKeys.detail(id),
    queryFn: () => getPayment(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}
