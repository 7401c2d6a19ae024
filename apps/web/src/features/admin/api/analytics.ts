import { useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getAdminAnalytics(): Promise<AdminAnalytics> {
  return api<AdminAnalytics>('/api/admin/analytics');
}

export function useAdminAnalytics(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.analytics(), queryFn: getAdminAnalytics, enabled });
}
