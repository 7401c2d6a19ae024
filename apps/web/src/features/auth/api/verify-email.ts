import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function verifyEmail(token: string): Promise<unknown> {
  return api('/api/auth/verify-email', { method: 'POST', body: { token } });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
