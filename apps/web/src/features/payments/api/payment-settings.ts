import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettings, SavedPaymentSettings } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './query-keys';

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentKeys.settings(),
    queryFn: () => api<SavedPaymentSettings>('/api/payments/settings'),
  });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PaymentSettings) =>
      api<SavedPaymentSettings>('/api/payments/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(paymentKeys.settings(), saved),
  });
}
