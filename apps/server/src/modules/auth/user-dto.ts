import type { SubscriptionTier, User, UserStatus } from '@paylink/shared';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The User as the API shows it: never the password hash or Google subject. */
export function toUserDto(row: UserRow, totalPayments: number): User {
  return {
    id: row.id,
    email: row.email,
    walletAddress: row.walletAddress,
    btcAddress: row.btcAddress,
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
