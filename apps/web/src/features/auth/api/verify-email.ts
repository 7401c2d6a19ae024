import { api } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

export function verifyEmail(token: string): Promise<unknown> {
  return api('/api/auth/verify-email', { method: 'POST', body: { token } });
}

export function useVerifyEmail() {
  return useRequest(verifyEmail);
}
