import type { AuthResult, RegisterInput } from '@paylink/shared';
import { api } from '../api-client';

/** Registration either signs the user in at once or asks them to verify their email first. */
export type RegisterResult = AuthResult | { requiresEmailVerification: true; email: string };

export function register(input: RegisterInput): Promise<RegisterResult> {
  return api<RegisterResult>('/api/auth/register', { method: 'POST', body: input });
}
