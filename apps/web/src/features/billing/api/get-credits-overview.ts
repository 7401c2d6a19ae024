import { useQuery } from '@tanstack/react-query';
import type { CreditsOverview } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { billingKeys } from './query-keys';

export function getCreditsOverview(): Promise<CreditsOverview> {
  return api<CreditsOverview>('/api/auth/credits');
}

export function useCreditsOverview() {
  return useQuery({ queryKey: billingKeys.overview(), queryFn: getCreditsOverview });
}
