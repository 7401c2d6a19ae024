import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      api<{ message: string }>('/api/auth/change-email', { method: 'POST', body: input }),
  });
}

export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) =>
      api<{ email: string; message: string }>('/api/auth/confirm-email-change', { method: 'POST', body: { token } }),
  });
}
