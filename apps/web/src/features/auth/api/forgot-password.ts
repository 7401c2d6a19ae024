import type { ForgotPasswordInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

export function forgotPassword(input: ForgotPasswordInput): Promise<unknown> {
  return api('/api/auth/forgot-password', { method: 'POST', body: input });
}

export function useForgotPassword() {
  return useRequest(forgotPassword);
}
