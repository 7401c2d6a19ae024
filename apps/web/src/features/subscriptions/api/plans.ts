import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanBody } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

export function usePlans() {
  return useQuery({
    queryKey: subscriptionKeys.plans(),
    queryFn: async () => (await api<{ plans: Plan[] }>('/api/subscriptions/plans')).plans,
  });
}

/** Creates a plan, or replaces one (`id`). */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: PlanBody }) =>
      (
        await api<{ plan: Plan }>(
          id ? `/api/subscriptions/plans/${encodeURIComponent(id)}` : '/api/subscriptions/plans',
          { method: id ? 'PUT' : 'POST', body },
        )
      ).plan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() }),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/api/subscriptions/plans/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans() }),
  });
}
