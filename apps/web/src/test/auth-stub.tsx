import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { roleAllows, type AccountRole, type User } from '@paylink/shared';
import { AuthContext, type AuthContextValue } from '../lib/auth/use-auth';

export const TEST_USER: User = {
  id: 'usr_1',
  email: 'shop@example.com',
  walletAddress: null,
  btcAddress: null,
  btcXpub: null,
  ethAddress: null,
  transactionCredits: 10,
  subscriptionTier: null,
  subscriptionStatus: 'ACTIVE',
  isAdmin: false,
  status: 'ACTIVE',
  emailVerified: true,
  hasPassword: true,
  twoFactorEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  totalPayments: 0,
};

/** A signed-in auth context with this role in the account "Shop" (`user: null` for a signed-out one). */
export function authAs(role: AccountRole, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const account = { id: 'acc_1', name: 'Shop', role };
  return {
    user: TEST_USER,
    account,
    accounts: [account],
    noAccount: false,
    can: (action) => roleAllows(role, action),
    token: 'token',
    isAuthenticated: true,
    isLoading: false,
    login: vi.fn(),
    loginWithGoogle: vi.fn(),
    twoFactorPending: false,
    completeTwoFactor: vi.fn(),
    cancelTwoFactor: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    logoutAll: vi.fn(),
    refreshUser: vi.fn(async () => undefined),
    switchAccount: vi.fn(async () => undefined),
    updateUser: vi.fn(),
    ...overrides,
  };
}

/** Wraps a screen in an auth context (see authAs). */
export function WithAuth({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
