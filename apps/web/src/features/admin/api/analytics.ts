import { useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function getAdminAnalytics(): Promise<AdminAnalytics> {
  return api<AdminAnalytics>('/api/admin/analytics');
}

export function useAdminAnalytics(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'analytics'], queryFn: getAdminAnalytics, enabled });
}
