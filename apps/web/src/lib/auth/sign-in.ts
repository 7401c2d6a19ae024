import type { AuthResult, LoginInput } from '@paylink/shared';
import { api } from '../api-client';

export function signIn(input: LoginInput): Promise<AuthResult> {
  return api<AuthResult>('/api/auth/login', { method: 'POST', body: input });
}

export function signInWithGoogle(credential: string): Promise<AuthResult> {
  return api<AuthResult>('/api/auth/google', { method: 'POST', body: { credential } });
}
