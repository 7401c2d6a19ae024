import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member, MemberSession, MEMBER_ROLES } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export type MemberRole = (typeof MEMBER_ROLES)[number];

export function useMembers() {
  return useQuery({
    queryKey: teamKeys.members(),
    queryFn: async () => (await api<{ members: Member[] }>('/api/team/members')).members,
  });
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
    mutationFn: (userId: string) =>
      api<{ message: string }>(`/api/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
  });
}

/** The devices a member is signed in on for this account (signed in at, expires). */
export function useMemberSessions(userId: string) {
  return useQuery({
    queryKey: teamKeys.sessions(userId),
    queryFn: async () =>
      (await api<{ sessions: MemberSession[] }>(`/api/team/members/${encodeURIComponent(userId)}/sessions`)).sessions,
  });
}

/**
 * Signs a member (a POS device's cashier) out of one device, or of every device acting for this account when no
 * session id is given: the token stops working at once.
 */
export function useSignOutMemberDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, sessionId }: { userId: string; sessionId?: string }) =>
      api<{ message: string }>(
        `/api/team/members/${encodeURIComponent(userId)}/sessions${sessionId === undefined ? '' : `/${encodeURIComponent(sessionId)}`}`,
        { method: 'DELETE' },
      ),
    onSettled: (_answer, _err, { userId }) => queryClient.invalidateQueries({ queryKey: teamKeys.sessions(userId) }),
  });
}
