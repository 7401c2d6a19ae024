import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member, MEMBER_ROLES } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export type MemberRole = (typeof MEMBER_ROLES)[number];

export function useMembers() {
  return useQuery({ queryKey: teamKeys.members(), queryFn: async () => (await api<{ members: Member[] }>('/api/team/members')).members });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) =>
      api<{ message: string }>(`/api/team/members/${encodeURIComponent(userId)}`, { method: 'PUT', body: { role } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<{ message: string }>(`/api/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
  });
}

/** Signs a member (a POS device's cashier) out of every device acting for this account: their token stops working at once. */
export function useSignOutMemberDevices() {
  return useMutation({
    mutationFn: (userId: string) => api<{ message: string }>(`/api/team/members/${encodeURIComponent(userId)}/sessions`, { method: 'DELETE' }),
  });
}
