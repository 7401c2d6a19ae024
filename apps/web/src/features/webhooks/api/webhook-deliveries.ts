import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookDeliveryDetail } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

const LIVE_POLL_MS = 3000;
const RECENT = 20;

export function getWebhookDeliveries(): Promise<WebhookDelivery[]> {
  return api<{ deliveries: WebhookDelivery[] }>(`/api/webhooks/deliveries?limit=${RECENT}`).then((d) => d.deliveries);
}

/** The recent deliveries; refreshed every few seconds while any is still pending. */
export function useWebhookDeliveries() {
  return useQuery({
    queryKey: webhookKeys.recentDeliveries(),
    queryFn: getWebhookDeliveries,
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? LIVE_POLL_MS : false),
  });
}

export function getWebhookDelivery(id: string): Promise<WebhookDeliveryDetail> {
  return api<{ delivery: WebhookDeliveryDetail }>(`/api/webhooks/deliveries/${encodeURIComponent(id)}`).then(
    (d) => d.delivery,
  );
}

export function useWebhookDelivery(id: string) {
  return useQuery({
    queryKey: webhookKeys.delivery(id),
    queryFn: () => getWebhookDelivery(id),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? LIVE_POLL_MS : false),
  });
}

export function useResendWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ delivery: WebhookDelivery }>(`/api/webhooks/deliveries/${encodeURIComponent(id)}/resend`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
}

export function useReplayFailedWebhooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (since: string) =>
      api<{ requeued: number }>('/api/webhooks/deliveries/replay', { method: 'POST', body: { since } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() }),
  });
}
