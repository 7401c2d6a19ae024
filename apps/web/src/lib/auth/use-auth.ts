import { createContext, useContext } from 'react';
import type { AccountAction, AccountSummary, AuthResult, LoginInput, RegisterInput, User } from '@paylink/shared';
import type { RegisterResult } from './register';

/** SPEC section 4: the client's auth state and the actions that change it. */
export interface AuthContextValue {
  user: User | null;
  /** The merchant account the session acts for, with the person's role there (null until /me answers). */
  account: AccountSummary | null;
  /** Every account the person belongs to. */
  accounts: AccountSummary[];
  /** /me answered that the person belongs to no account (an invitee removed from their team). */
  noAccount: boolean;
  /** Whether the role allows an action (the role table); a convenience, the server enforces. False until /me answers. */
  can: (action: AccountAction) => boolean;
  token: string | null;
  isAuthenticated: boolean;
  /** True until the stored token has been checked against /api/auth/me. */
  isLoading: boolean;
  /**
   * Signs in and stores the token; on failure clears auth and rethrows the ApiError. Null when two-factor sign-in is
   * on: `twoFactorPending` turns true and `completeTwoFactor` finishes with the code.
   */
  login: (input: LoginInput) => Promise<AuthResult | null>;
  /** With `inviteToken`, a new person joins that invitation's team instead of getting an account of their own. */
  loginWithGoogle: (credential: string, inviteToken?: string) => Promise<AuthResult | null>;
  /** A correct password (or Google) waits for the authenticator code. */
  twoFactorPending: boolean;
  /** Finishes the waiting sign-in with a code or a recovery code; rejects with the ApiError when it is wrong. */
  completeTwoFactor: (code: string) => Promise<AuthResult>;
  /** Back to the password form. */
  cancelTwoFactor: () => void;
  /** Signs in at once unless the result asks for email verification; rethrows failures. */
  register: (input: RegisterInput) => Promise<RegisterResult>;
  /** Ends this session on the server (best effort) and forgets the token at once. */
  logout: () => void;
  /** Ends every session of the account on the server, then forgets the token; rejects (keeping the session) when the server refuses. */
  logoutAll: () => Promise<void>;
  /** Reloads the profile (for example the credits count). Never rejects: a failed refresh keeps the current user. */
  refreshUser: () => Promise<void>;
  /** Acts for another account: clears every cached screen and reloads the profile. Rejects when the server refuses. */
  switchAccount: (accountId: string) => Promise<void>;
  /** Replaces the user with one an API call has just returned. */
  updateUser: (user: User) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The toast of a sign-in: "Welcome!" the first time a person gets a session, "Welcome back!" after. */
export function welcomeText(result: Pick<AuthResult, 'firstSignIn'>): string {
  return result.firstSignIn ? 'Welcome!' : 'Welcome back!';
}
