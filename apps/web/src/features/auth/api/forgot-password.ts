import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function forgotPassword(input: ForgotPasswordInput): Promise<unknown> {
  return api('/api/auth/forgot-password', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
