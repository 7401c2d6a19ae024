import { useQuery } from '@tanstack/react-query';
import type { PaymentDetail } from '@paylink/shared';
import { api, ApiError } from '../../../lib/api-client';

const DETAIL_POLL_MS = 3000;

export async function getPayment(id: string): Promise<PaymentDetail> {
  const data = await api<{ payment: PaymentDetail }>(`/api/payments/payments/${encodeURIComponent(id)}`);
  return data.payment;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** One payment with its transfers; polls while it is PENDING so the page shows the status change without a reload. */
export function usePayment(id: string) {
  return useQuery({
    queryKey: ['payments', 'detail', id],
    queryFn: () => getPayment(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? DETAIL_POLL_MS : false),
  });
}
