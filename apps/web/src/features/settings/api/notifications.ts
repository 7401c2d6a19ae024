import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: () => api<NotificationSettings>('/api/auth/notifications'),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api<NotificationSettings>('/api/auth/notifications', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, saved),
  });
}
