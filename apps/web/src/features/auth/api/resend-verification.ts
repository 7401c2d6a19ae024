import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationInput } from '@paylink/shared';
import { api } from '../../../lib/api-client';

export function resendVerification(input: ResendVerificationInput): Promise<unknown> {
  return api('/api/auth/resend-verification', { method: 'POST', body: input });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
