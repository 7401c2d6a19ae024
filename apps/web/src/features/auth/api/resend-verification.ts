import type { ResendVerificationInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { useRequest } from '../../../lib/use-request';

export function resendVerification(input: ResendVerificationInput): Promise<unknown> {
  return api('/api/auth/resend-verification', { method: 'POST', body: input });
}

export function useResendVerification() {
  return useRequest(resendVerification);
}
