import { useQuery } from '@tanstack/react-query';
import type { PaymentStats } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function getPaymentStats(): Promise<PaymentStats> {
  return api<PaymentStats>('/api/payments/stats');
}

/** While links are pending the watcher may complete them at any moment: keep the figures live. */
const LIVE_POLL_MS = 5000;

export function usePaymentStats() {
  return useQuery({
    queryKey: ['payment-stats'],
    queryFn: getPaymentStats,
    refetchInterval: (q) => ((q.state.data?.byStatus.PENDING ?? 0) > 0 ? LIVE_POLL_MS : false),
  });
}
