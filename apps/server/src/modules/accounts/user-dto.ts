import type { SubscriptionTier, User, UserStatus } from '@paylink/shared';
import type { merchantAccounts, users } from './schema';

export type PersonRow = typeof users.$inferSelect;
export type AccountRow = typeof merchantAccounts.$inferSelect;

/** What a merchant account holds of the business, shown in the API's User as the account the person acts for. */
export const ACCOUNT_FIELDS = [
  'walletAddress',
  'btcAddress',
  'btcXpub',
  'ethAddress',
  'defaultPayOptions',
  'transactionCredits',
  'subscriptionTier',
  'subscriptionStatus',
  'reviewReason',
] as const;
export type AccountFields = Pick<AccountRow, (typeof ACCOUNT_FIELDS)[number]>;

/**
 * A person seen with one account's business fields: their own account (admin screens, sign-in) or, in a session,
 * the account the session acts for (`request.account` says which, with the role).
 */
export type UserRow = PersonRow & AccountFields;

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
    twoFactorEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    totalPayments,
  };
}

/** The person's row seen with an account's business fields. */
export function withAccount(person: PersonRow, account: AccountRow): UserRow {
  return { ...person, ...Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, account[f]])) } as UserRow;
}

/** The person's row for someone who belongs to no account any more: no business fields, no balance. */
export function withoutAccount(person: PersonRow): UserRow {
  return { ...person, ...Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, null])), transactionCredits: 0 } as UserRow;
}

/** What the audit log keeps of a user: the API's view without the payments count (never secrets). */
export function userSnapshot(row: UserRow): Omit<User, 'totalPayments'> {
  const { totalPayments: _omitted, ...rest } = toUserDto(row, 0);
  return rest;
}
