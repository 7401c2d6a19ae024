import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeySummary, CreateApiKeyInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { API_KEY_INFO_QUERY_KEY } from '../../../lib/api-key-info';

export const TEAM_API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** The team's live keys the member may see (owners and admins: all), masked (issue 48). */
export function useTeamApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: TEAM_API_KEYS_QUERY_KEY,
    queryFn: () => api<{ keys: ApiKeySummary[] }>('/api/auth/api-keys').then((d) => d.keys),
    enabled,
  });
}

export function useRevokeTeamApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/api/auth/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAM_API_KEYS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: API_KEY_INFO_QUERY_KEY }),
      ]),
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      api<{ id: string; apiKey: string; apiKeyMasked: string }>('/api/auth/api-keys', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_API_KEYS_QUERY_KEY }),
  });
}
