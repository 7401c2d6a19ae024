import { useMutation } from '@tanstack/react-query';
import type { AccountSummary } from '@paylink/shared';
import { api } from '../../../lib/api-client';

/** Joins the account of an emailed invitation with the signed-in person's session. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (token: string) => (await api<{ account: AccountSummary }>('/api/team/invitations/accept', { method: 'POST', body: { token } })).account,
  });
}
