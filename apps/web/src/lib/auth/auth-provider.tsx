import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUTH_CHECK_DELAY_MS,
  roleAllows,
  type AccountAction,
  type AccountSummary,
  type AuthResult,
  type LoginInput,
  type Me,
  type RegisterInput,
  type User,
} from '@paylink/shared';
import { ApiError, getToken, setToken } from '../api-client';
import { getMe } from './get-me';
import { register as registerRequest } from './register';
import { signIn, signInWithCode, signInWithGoogle, type SignInAnswer } from './sign-in';
import { signOut, signOutEverywhere } from './sign-out';
import { switchAccountRequest } from './switch-account';
import { AuthContext, type AuthContextValue } from './use-auth';

function isProfile(data: unknown): data is Me {
  const user = (data as { user?: Partial<User> } | null)?.user;
  return typeof user?.id === 'string' && typeof user.email === 'string';
}

function isAuthRejection(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(getToken);
  const [user, setUser] = useState<User | null>(null);
  const [account, setAccount] = useState<AccountSummary | null>(null);
  const [accounts, setAccounts] = useState<AccountSummary[]>([]);
  const [noAccount, setNoAccount] = useState(false);
  const [isLoading, setIsLoading] = useState(true);
  const [twoFactorChallenge, setTwoFactorChallenge] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const clearAuth = useCallback(() => {
    setToken(null);
    setTokenState(null);
    setUser(null);
    setAccount(null);
    setAccounts([]);
    setNoAccount(false);
  }, []);

  const setProfile = useCallback((data: Me) => {
    setUser(data.user);
    setAccount(data.account ?? null);
    setAccounts(data.accounts ?? []);
    setNoAccount(data.account === null);
  }, []);

  const signedIn = useCallback(
    (result: AuthResult) => {
      // Cached screens may belong to the previous account. Clearing now, while only public screens
      // are mounted, avoids refetching them without a token as clearing at logout would.
      queryClient.clear();
      setToken(result.token);
      setTokenState(result.token);
      setUser(result.user);
      setAccount(null);
      setNoAccount(false);
      // Which account the new session acts for, and the role there, come with the profile.
      void getMe()
        .then((data) => isProfile(data) && setProfile(data))
        .catch(() => undefined);
      return result;
    },
    [queryClient, setProfile],
  );

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      if (!getToken()) {
        setIsLoading(false);
        return;
      }
      getMe()
        .then((data) => {
          // A malformed profile only ends loading; the token stays for the next attempt.
          if (!cancelled && isProfile(data)) setProfile(data);
        })
        .catch((error: unknown) => {
          // Only a rejected token signs out; a network or server hiccup keeps it.
          if (!cancelled && isAuthRejection(error)) clearAuth();
        })
        .finally(() => {
          if (!cancelled) setIsLoading(false);
        });
    }, AUTH_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [clearAuth, setProfile]);

  /** A first factor's answer: signed in, or (two-factor sign-in on) null with the challenge kept for the code. */
  const firstFactor = useCallback(
    async (request: Promise<SignInAnswer>) => {
      try {
        const answer = await request;
        if ('challenge' in answer) {
          setTwoFactorChallenge(answer.challenge);
          return null;
        }
        setTwoFactorChallenge(null);
        return signedIn(answer);
      } catch (error) {
        clearAuth();
        throw error;
      }
    },
    [signedIn, clearAuth],
  );
  const login = useCallback((input: LoginInput) => firstFactor(signIn(input)), [firstFactor]);
  const loginWithGoogle = useCallback(
    (credential: string, inviteToken?: string) => firstFactor(signInWithGoogle(credential, inviteToken)),
    [firstFactor],
  );

  const completeTwoFactor = useCallback(
    async (code: string) => {
      if (!twoFactorChallenge) throw new Error('No sign-in is waiting for a code');
      const user = signedIn(await signInWithCode({ challenge: twoFactorChallenge, code }));
      setTwoFactorChallenge(null);
      return user;
    },
    [signedIn, twoFactorChallenge],
  );
  const cancelTwoFactor = useCallback(() => setTwoFactorChallenge(null), []);

  const register = useCallback(
    async (input: RegisterInput) => {
      const result = await registerRequest(input);
      if ('token' in result) signedIn(result);
      return result;
    },
    [signedIn],
  );

  const logout = useCallback(() => {
    // The request reads the token before it is cleared; signing out locally never waits for the server.
    if (getToken()) void signOut().catch(() => undefined);
    clearAuth();
  }, [clearAuth]);

  const logoutAll = useCallback(async () => {
    await signOutEverywhere();
    clearAuth();
  }, [clearAuth]);

  const refreshUser = useCallback(async () => {
    try {
      const data = await getMe();
      if (isProfile(data)) setProfile(data);
    } catch (error) {
      // Callers refresh after their own action succeeded; a failed refresh must not turn that into an error.
      if (isAuthRejection(error)) clearAuth();
    }
  }, [clearAuth, setProfile]);

  const switchAccount = useCallback(
    async (accountId: string) => {
      await switchAccountRequest(accountId);
      // Every cached screen belongs to the previous account.
      queryClient.clear();
      await refreshUser();
    },
    [queryClient, refreshUser],
  );

  const can = useCallback((action: AccountAction) => account !== null && roleAllows(account.role, action), [account]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      account,
      accounts,
      noAccount,
      can,
      token,
      isAuthenticated: user !== null && token !== null,
      isLoading,
      login,
      loginWithGoogle,
      twoFactorPending: twoFactorChallenge !== null,
      completeTwoFactor,
      cancelTwoFactor,
      register,
      logout,
      logoutAll,
      refreshUser,
      switchAccount,
      updateUser: setUser,
    }),
    [
      user,
      account,
      accounts,
      noAccount,
      can,
      token,
      isLoading,
      login,
      loginWithGoogle,
      twoFactorChallenge,
      completeTwoFactor,
      cancelTwoFactor,
      register,
      logout,
      logoutAll,
      refreshUser,
      switchAccount,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
