import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpgradePlanInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

/** Moves the card subscription up to a bigger plan in place: Stripe charges the difference for the rest of the month now. */
export function upgradePlan(input: UpgradePlanInput): Promise<{ plan: string }> {
  return api<{ plan: string }>('/api/auth/plan/upgrade', { method: 'POST', body: input });
}

export function useUpgradePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.overview() }),
  });
}
