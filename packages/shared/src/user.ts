import type { SubscriptionTier, UserStatus } from './constants';

/** The User as the API returns it (SPEC section 3). */
export interface User {
  id: string;
  email: string;
  walletAddress: string | null;
  btcAddress: string | null;
  ethAddress: string | null;
  transactionCredits: number;
  subscriptionTier: SubscriptionTier | null;
  subscriptionStatus: string | null;
  isAdmin: boolean;
  status: UserStatus;
  emailVerified: boolean;
  /** False for accounts that only sign in with Google: changing a payout address is then confirmed by email. */
  hasPassword: boolean;
  createdAt: string;
  totalPayments: number;
}

export interface AuthResult {
  token: string;
  user: User;
}
