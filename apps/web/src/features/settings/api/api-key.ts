import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { API_KEY_INFO_QUERY_KEY } from '../../../lib/api-key-info';
import { TEAM_API_KEYS_QUERY_KEY } from './team-api-keys';

export interface GeneratedApiKey {
  apiKey: string;
  apiKeyMasked: string;
}

export function useGenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<GeneratedApiKey>('/api/auth/generate-api-key', { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: API_KEY_INFO_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TEAM_API_KEYS_QUERY_KEY }),
      ]),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/auth/revoke-api-key', { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: API_KEY_INFO_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TEAM_API_KEYS_QUERY_KEY }),
      ]),
  });
}
