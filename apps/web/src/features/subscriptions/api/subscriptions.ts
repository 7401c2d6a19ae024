import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscription, SubscriptionDetail, SubscriptionStatus, SubscriptionSummary } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { subscriptionKeys } from './query-keys';

export const SUBSCRIBERS_PAGE_SIZE = 20;

export function useSubscriptions(status: SubscriptionStatus | undefined, page: number) {
  return useQuery({
    queryKey: subscriptionKeys.list(status, page),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), limit: String(SUBSCRIBERS_PAGE_SIZE) });
      if (status) params.set('status', status);
      return api<{ subscriptions: Subscription[]; pagination: { page: number; limit: number; total: number } }>(
        `/api/subscriptions?${params}`,
      );
    },
  });
}

export function useSubscription(id: string) {
  return useQuery({
    queryKey: subscriptionKeys.detail(id),
    queryFn: async () =>
      (await api<{ subscription: SubscriptionDetail }>(`/api/subscriptions/${encodeURIComponent(id)}`)).subscription,
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api<{ subscription: SubscriptionDetail }>(`/api/subscriptions/${encodeURIComponent(id)}/cancel`, {
          method: 'POST',
        })
      ).subscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

/** Emails the subscriber their open link again (nothing changes on screen). */
export function useResendLink() {
  return useMutation({
    mutationFn: (id: string) =>
      api<{ paymentId: string }>(`/api/subscriptions/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
  });
}

export function useSubscriptionSummary() {
  return useQuery({
    queryKey: subscriptionKeys.summary(),
    queryFn: async () => (await api<{ summary: SubscriptionSummary }>('/api/subscriptions/summary')).summary,
  });
}
