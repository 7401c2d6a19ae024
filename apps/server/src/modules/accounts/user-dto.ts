import type { SubscriptionTier, User, UserStatus } from '@paylink/shared';
import type { users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** The User as the API shows it: never the password hash or Google subject. */
export function toUserDto(row: UserRow, totalPayments: number): User {
  return {
    id: row.id,
    email: row.email,
    walletAddress: row.walletAddress,
    btcAddress: row.btcAddress,
    btcXpub: row.btcXpub,
    ethAddress: row.ethAddress,
    transactionCredits: row.transactionCredits,
    subscriptionTier: row.subscriptionTier as SubscriptionTier | null,
    subscriptionStatus: row.subscriptionStatus,
    isAdmin: row.isAdmin,
    status: row.status as UserStatus,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
    totalPayments,
  };
}

/** What the audit log keeps of a user: the API's view without the payments count (never secrets). */
export function userSnapshot(row: UserRow): Omit<User, 'totalPayments'> {
  const { totalPayments: _omitted, ...rest } = toUserDto(row, 0);
  return rest;
}
