import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanInput, SubscriptionPlan } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function getPlans(): Promise<{ plans: SubscriptionPlan[] }> {
  return api<{ plans: SubscriptionPlan[] }>('/api/admin/subscription-plans');
}

export function usePlans() {
  return useQuery({ queryKey: ['admin', 'plans'], queryFn: getPlans });
}

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PlanInput }) =>
      id
        ? api<{ plan: SubscriptionPlan }>(`/api/admin/subscription-plans/${id}`, { method: 'PUT', body })
        : api<{ plan: SubscriptionPlan }>('/api/admin/subscription-plans', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}

export function useDeletePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ plan: SubscriptionPlan }>(`/api/admin/subscription-plans/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
