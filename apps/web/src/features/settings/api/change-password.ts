import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return api<{ message: string }>('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
