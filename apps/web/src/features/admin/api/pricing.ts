import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditPricing, PricingInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function getPricings(): Promise<{ pricings: CreditPricing[] }> {
  return api<{ pricings: CreditPricing[] }>('/api/admin/credit-pricing');
}

export function usePricings() {
  return useQuery({ queryKey: ['admin', 'pricing'], queryFn: getPricings });
}

export function useSavePricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PricingInput }) =>
      id
        ? api<{ pricing: CreditPricing }>(`/api/admin/credit-pricing/${id}`, { method: 'PUT', body })
        : api<{ pricing: CreditPricing }>('/api/admin/credit-pricing', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'pricing'] }),
  });
}

export function useDeletePricing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ pricing: CreditPricing }>(`/api/admin/credit-pricing/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'pricing'] }),
  });
}
