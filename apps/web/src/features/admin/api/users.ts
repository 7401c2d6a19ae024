import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustCreditsInput, AdminCreateUserInput, AdminUserList, User } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

export const ADMIN_USERS_PAGE_SIZE = 10;

export function getAdminUsers(params: { search: string; page: number }): Promise<AdminUserList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(ADMIN_USERS_PAGE_SIZE) });
  if (params.search) query.set('search', params.search);
  return api<AdminUserList>(`/api/admin/users?${query}`);
}

export function useAdminUsers(params: { search: string; page: number }) {
  return useQuery({
    queryKey: adminKeys.users(params),
    queryFn: () => getAdminUsers(params),
    placeholderData: keepPreviousData,
  });
}

/** The editable fields of PUT /api/admin/users/:id (the server ignores the rest of the user object). */
export interface UserEdit {
  status: User['status'];
  walletAddress: string;
  btcAddress: string;
  ethAddress: string;
  transactionCredits: number;
  isAdmin: boolean;
  subscriptionTier: User['subscriptionTier'];
  subscriptionStatus: string;
}

/** After any change the list, the figures and the signed-in user's own view may be stale. */
function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: AdminCreateUserInput) => api<{ user: User }>('/api/admin/users', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserEdit }) =>
      api<{ user: User }>(`/api/admin/users/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/api/admin/users/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useAdjustCredits() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: AdjustCreditsInput) =>
      api<{ user: { id: string; transactionCredits: number } }>('/api/admin/adjust-credits', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
