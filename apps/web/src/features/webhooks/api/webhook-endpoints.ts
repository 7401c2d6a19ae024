import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookTestResult } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

/** Settings → Webhooks, the endpoints besides the primary one: each with its URL, event filter and secret. */
export interface EndpointInput {
  url?: string;
  events?: string[] | null;
}

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.endpoints(),
    queryFn: () => api<{ endpoints: WebhookEndpoint[] }>('/api/webhooks/endpoints').then((d) => d.endpoints),
  });
}

/** A change to one endpoint: the list (and the primary endpoint's card) are read again. */
function useEndpointsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}

const path = (id: string, action = '') => `/api/webhooks/endpoints/${encodeURIComponent(id)}${action}`;

export function useAddWebhookEndpoint() {
  return useEndpointsMutation((input: Required<EndpointInput>) =>
    api<{ endpoint: WebhookEndpoint }>('/api/webhooks/endpoints', { method: 'POST', body: input }).then(
      (d) => d.endpoint,
    ),
  );
}

export function useUpdateWebhookEndpoint() {
  return useEndpointsMutation(({ id, ...body }: EndpointInput & { id: string }) =>
    api<{ endpoint: WebhookEndpoint }>(path(id), { method: 'PATCH', body }).then((d) => d.endpoint),
  );
}

export function useDeleteWebhookEndpoint() {
  return useEndpointsMutation((id: string) => api<{ deleted: true }>(path(id), { method: 'DELETE' }));
}

export function useRotateEndpointSecret() {
  return useEndpointsMutation((id: string) =>
    api<{ endpoint: WebhookEndpoint }>(path(id, '/rotate-secret'), { method: 'POST' }).then((d) => d.endpoint),
  );
}

export function useResumeEndpoint() {
  return useEndpointsMutation((id: string) =>
    api<{ endpoint: WebhookEndpoint; requeued: number }>(path(id, '/resume'), { method: 'POST' }),
  );
}

export function useSendEndpointTest() {
  return useMutation({
    mutationFn: (id: string) =>
      api<{ result: WebhookTestResult }>(path(id, '/test'), { method: 'POST', body: {} }).then((d) => d.result),
  });
}
