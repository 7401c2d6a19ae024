import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalSubscription, PublicPlan, SubscriptionDetail } from '@paylink/shared';
import { api, ApiError } from '../../../lib/api-client';
import { subscribeKeys } from './query-keys';

/** A 4xx (unknown plan or token) is an answer, not worth retrying. */
const retry = (count: number, error: Error) => !(error instanceof ApiError && error.status < 500) && count < 2;

export function usePublicPlan(planId: string) {
  return useQuery({
    queryKey: subscribeKeys.plan(planId),
    queryFn: async () => (await api<{ plan: PublicPlan }>(`/api/subscribe/${encodeURIComponent(planId)}`)).plan,
    retry,
  });
}

export function useSubscribe(planId: string) {
  return useMutation({
    mutationFn: async (email: string) => (await api<{ subscription: SubscriptionDetail }>(`/api/subscribe/${encodeURIComponent(planId)}`, { method: 'POST', body: { email } })).subscription,
  });
}

const portalPath = (token: string) => `/api/subscription-portal/${encodeURIComponent(token)}`;

export function usePortalSubscription(token: string) {
  return useQuery({
    queryKey: subscribeKeys.portal(token),
    queryFn: async () => (await api<{ subscription: PortalSubscription }>(portalPath(token))).subscription,
    retry,
  });
}

/** The customer cancels; the canceled subscription replaces the one shown. */
export function useCancelFromPortal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api<{ subscription: PortalSubscription }>(`${portalPath(token)}/cancel`, { method: 'POST' })).subscription,
    onSuccess: (subscription) => queryClient.setQueryData(subscribeKeys.portal(token), subscription),
  });
}
