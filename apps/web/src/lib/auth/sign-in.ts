import type { AuthResult, LoginInput, SecondFactorSignInInput, TwoFactorChallenge } from '@paylink/shared';
import { api } from '../api-client';

/** A session, or with two-factor sign-in on, a challenge for the code (see signInWithCode). */
export type SignInAnswer = AuthResult | TwoFactorChallenge;

export function signIn(input: LoginInput): Promise<SignInAnswer> {
  return api<SignInAnswer>('/api/auth/login', { method: 'POST', body: input });
}

export function signInWithGoogle(credential: string, inviteToken?: string): Promise<SignInAnswer> {
  return api<SignInAnswer>('/api/auth/google', { method: 'POST', body: { credential, inviteToken } });
}

export function signInWithCode(input: SecondFactorSignInInput): Promise<AuthResult> {
  return api<AuthResult>('/api/auth/login/2fa', { method: 'POST', body: input });
}
