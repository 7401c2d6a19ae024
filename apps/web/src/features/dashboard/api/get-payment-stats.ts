import { useQuery } from '@tanstack/react-query';
import type { PaymentStats } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function getPaymentStats(): Promise<PaymentStats> {
  return api<PaymentStats>('/api/payments/stats');
}

export function usePaymentStats() {
  return useQuery({ queryKey: ['payment-stats'], queryFn: getPaymentStats });
}
