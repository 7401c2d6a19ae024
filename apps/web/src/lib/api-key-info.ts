import { useQuery } from '@tanstack/react-query';
import type { ApiKeyInfo } from '@paylink/shared';
import { api } from './api-client';

export const API_KEY_INFO_QUERY_KEY = ['api-key-info'] as const;

/** The signed-in user's API key (masked) and usage; shared by Settings → API Integration and the API docs. */
export function useApiKeyInfo(enabled = true) {
  return useQuery({
    queryKey: API_KEY_INFO_QUERY_KEY,
    queryFn: () => api<ApiKeyInfo>('/api/auth/api-key-info'),
    enabled,
  });
}
