import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InviteMemberInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export function useInvitations() {
  return useQuery({
    queryKey: teamKeys.invitations(),
    queryFn: async () => (await api<{ invitations: Invitation[] }>('/api/team/invitations')).invitations,
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InviteMemberInput) =>
      (await api<{ invitation: Invitation }>('/api/team/invitations', { method: 'POST', body: input })).invitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/api/team/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}
