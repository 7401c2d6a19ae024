import { useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

const LIVE_POLL_MS = 3000;

export function getPaymentWebhooks(paymentId: string): Promise<WebhookDelivery[]> {
  return api<{ deliveries: WebhookDelivery[] }>(
    `/api/webhooks/deliveries?paymentId=${encodeURIComponent(paymentId)}&limit=100`,
  ).then((d) => d.deliveries);
}

/** The webhook deliveries of one link, refreshed while any is pending. */
export function usePaymentWebhooks(paymentId: string) {
  return useQuery({
    queryKey: webhookKeys.paymentDeliveries(paymentId),
    queryFn: () => getPaymentWebhooks(paymentId),
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? LIVE_POLL_MS : false),
  });
}
