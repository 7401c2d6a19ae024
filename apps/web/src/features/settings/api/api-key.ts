import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { API_KEY_INFO_QUERY_KEY } from '../../../lib/api-key-info';

export interface GeneratedApiKey {
  apiKey: string;
  apiKeyMasked: string;
}

export function useGenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<GeneratedApiKey>('/api/auth/generate-api-key', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEY_INFO_QUERY_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/auth/revoke-api-key', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEY_INFO_QUERY_KEY }),
  });
}
