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

/** Whether the link can still be used: the page asks when it opens, so a dead link never shows the form. */
export function checkResetToken(token: string): Promise<unknown> {
  return api('/api/auth/check-reset-token', { method: 'POST', body: { token } });
}

export function useCheckResetToken() {
  return useRequest(checkResetToken);
}
