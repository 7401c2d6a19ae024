import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookTestResult } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { webhookKeys } from './query-keys';

export function getWebhookEndpoint(): Promise<WebhookEndpoint> {
  return api<{ endpoint: WebhookEndpoint }>('/api/webhooks/endpoint').then((d) => d.endpoint);
}

export function useWebhookEndpoint() {
  return useQuery({ queryKey: webhookKeys.endpoint(), queryFn: getWebhookEndpoint });
}

/** Any change to the endpoint settings answers the new settings; the cached copy is replaced with them. */
function useEndpointMutation<T>(mutationFn: (input: T) => Promise<WebhookEndpoint>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (endpoint) => queryClient.setQueryData(webhookKeys.endpoint(), endpoint),
  });
}

export function useSetWebhookUrl() {
  return useEndpointMutation((url: string | null) =>
    api<{ endpoint: WebhookEndpoint }>('/api/webhooks/endpoint', { method: 'PUT', body: { url } }).then(
      (d) => d.endpoint,
    ),
  );
}

export function useRotateWebhookSecret() {
  return useEndpointMutation(() =>
    api<{ endpoint: WebhookEndpoint }>('/api/webhooks/endpoint/rotate-secret', { method: 'POST' }).then(
      (d) => d.endpoint,
    ),
  );
}

export function useResumeWebhooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ endpoint: WebhookEndpoint; requeued: number }>('/api/webhooks/endpoint/resume', { method: 'POST' }),
    onSuccess: (data) => {
      queryClient.setQueryData(webhookKeys.endpoint(), data.endpoint);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries() });
    },
  });
}

export function useSendTestWebhook() {
  return useMutation({
    mutationFn: (url: string | undefined) =>
      api<{ result: WebhookTestResult }>('/api/webhooks/endpoint/test', {
        method: 'POST',
        body: url ? { url } : {},
      }).then((d) => d.result),
  });
}
