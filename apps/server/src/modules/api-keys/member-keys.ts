import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { roleAtOrBelow, type AccountRole } from '@paylink/shared';
import type { ActingAccount } from '../accounts/session-cache';
import { apiKeys } from './schema';

/** The member acting on keys: who they are, in which account, with which role. */
export interface KeyHolder {
  userId: string;
  account: Pick<ActingAccount, 'id' | 'role'>;
}

/** The account's live keys. */
export const liveKeysOf = (accountId: string): SQL => and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt))!;

/** A member's own live single key (not their named keys); a key made before teams (no maker) is the owner's. */
export function ownKeys(holder: KeyHolder): SQL {
  const mine =
    holder.account.role === 'owner'
      ? or(eq(apiKeys.createdByUserId, holder.userId), isNull(apiKeys.createdByUserId))!
      : eq(apiKeys.createdByUserId, holder.userId);
  return and(liveKeysOf(holder.account.id), mine, isNull(apiKeys.name))!;
}

/** Issue 48: owners and admins manage every key; others only keys whose role is at or below theirs. */
export function mayManageKey(role: AccountRole, keyRole: AccountRole): boolean {
  return role === 'owner' || role === 'admin' || roleAtOrBelow(keyRole, role);
}
