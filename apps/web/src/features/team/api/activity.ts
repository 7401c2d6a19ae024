import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** The account's audit trail, newest first, 25 entries a page ("Show more" asks for the next). */
export function useActivity() {
  return useInfiniteQuery({
    queryKey: teamKeys.activity(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api<ActivityPage>(`/api/team/activity?limit=25${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (last) => (last.hasMore ? last.activity.at(-1)?.id : undefined),
  });
}
