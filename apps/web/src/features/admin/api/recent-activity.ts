import { useQuery } from '@tanstack/react-query';
import type { RecentActivity } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export function getRecentActivity(): Promise<RecentActivity> {
  return api<RecentActivity>('/api/admin/recent-activity');
}

export function useRecentActivity() {
  return useQuery({ queryKey: adminKeys.recentActivity(), queryFn: getRecentActivity });
}
