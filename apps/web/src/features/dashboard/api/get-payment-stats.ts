import { useQuery } from '@tanstack/react-query';
import type { PaymentStats } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

export function getPaymentStats(): Promise<PaymentStats> {
  return api<PaymentStats>('/api/payments/stats');
}

/** While links are pending the watcher may complete them at any moment: keep the figures live. */

export function usePaymentStats() {
  return useQuery({
    queryKey: dashboardKeys.stats(),
    queryFn: getPaymentStats,
  });
}
