import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** Stops the card subscription at the end of its billing month; the plan stays until `endsAt`. */
export function cancelPlan(): Promise<{ endsAt: string }> {
  return api<{ endsAt: string }>('/api/auth/plan/cancel', { method: 'POST' });
}

export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.overview() }),
  });
}
