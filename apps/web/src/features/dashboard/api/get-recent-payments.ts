import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_PAYMENTS, type Payment } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

export async function getRecentPayments(): Promise<Payment[]> {
  const data = await api<{ payments: Payment[] }>(`/api/payments/payments?page=1&limit=${DASHBOARD_RECENT_PAYMENTS}`);
  return data.payments;
}

export function useRecentPayments() {
  return useQuery({
    queryKey: dashboardKeys.recentPayments(),
    queryFn: getRecentPayments,
  });
}
