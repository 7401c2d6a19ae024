import { useMutation } from '@tanstack/react-query';
import type { AccountSummary } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

/** Joins the account of an emailed invitation with the signed-in person's session. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await api<{ account: AccountSummary }>('/api/team/invitations/accept', { method: 'POST', body: { token } }))
        .account,
  });
}

/** Whether the invitation can still be accepted: the page asks when it opens, so a dead link never asks anyone to sign in. */
export function useCheckInvitation() {
  return useRequest((token: string) => api('/api/team/invitations/check', { method: 'POST', body: { token } }));
}
