import { api } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useRequest(resetPassword);
}
