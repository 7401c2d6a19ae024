import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks to make a member the owner; the server emails the owner a link that confirms it. */
export function useRequestOwnershipTransfer() {
  return useMutation({
    mutationFn: (userId: string) =>
      api<{ message: string }>('/api/team/transfer-ownership', { method: 'POST', body: { userId } }),
  });
}

/** Confirms a transfer with the emailed token (works signed out: the link is the credential). */
export function useConfirmOwnershipTransfer() {
  return useMutation({
    mutationFn: (token: string) =>
      api<{ message: string }>('/api/team/transfer-ownership/confirm', { method: 'POST', body: { token } }),
  });
}
