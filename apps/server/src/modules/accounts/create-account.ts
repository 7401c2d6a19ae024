import { SIGNUP_CREDITS, type SubscriptionTier } from '@paylink/shared';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { changeCredits, type CreditReason } from '../credits/change-credits';
import { promoteAdminIfVerified } from './promote-admin-email';
import { accountMemberships, merchantAccounts, users } from './schema';
import { withAccount, type UserRow } from './user-dto';

export interface NewAccount {
  email: string;
  passwordHash?: string | null;
  googleSub?: string;
  walletAddress?: string | null;
  /** The email is proven (Google, the admin command, an admin, or no verification required). */
  verified: boolean;
  isAdmin?: boolean;
  /** ADMIN_EMAIL: an account with this email is created an admin, but only when it is created proven (never at registration). */
  adminEmail?: string;
  plan?: { tier: SubscriptionTier; status: 'ACTIVE' };
  /**
   * The starting credits, a ledger row whose reference is the new account's id (after `referencePrefix:`).
   * The signup bonus unless told otherwise; null for none (an admin grants them separately, tied to the audit row).
   */
  credits?: { delta: number; reason: CreditReason; referencePrefix?: string } | null;
}

/**
 * The one way an account comes to exist (register, Google, `npm run admin`, admin create-user, the demo seed):
 * inserts the user with their own merchant account (same id, owner membership), writes its starting credits and applies ADMIN_EMAIL, all in the caller's transaction.
 * A taken email surfaces as the unique violation for the caller to answer.
 */
export async function createAccount(tx: Db, input: NewAccount): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const id = newId('usr');
  const [person] = await tx
    .insert(users)
    .values({
      id,
      email,
      passwordHash: input.passwordHash ?? null,
      googleSub: input.googleSub ?? null,
      isAdmin: input.isAdmin ?? false,
      emailVerifiedAt: input.verified ? new Date() : null,
    })
    .returning();
  // The person's own merchant account shares their id; they are its owner.
  const [account] = await tx
    .insert(merchantAccounts)
    .values({
      id,
      name: email.split('@')[0]!,
      walletAddress: input.walletAddress ?? null,
      subscriptionTier: input.plan?.tier ?? null,
      subscriptionStatus: input.plan?.status ?? null,
    })
    .returning();
  await tx.insert(accountMemberships).values({ accountId: id, userId: id, role: 'owner' });
  const inserted = withAccount(person!, account!);
  let user = inserted;
  const credits =
    input.credits === undefined ? { delta: SIGNUP_CREDITS, reason: 'signup_bonus' as const } : input.credits;
  if (credits && credits.delta !== 0) {
    const referenceId = credits.referencePrefix ? `${credits.referencePrefix}:${user.id}` : user.id;
    user = {
      ...user,
      transactionCredits: await changeCredits(tx, {
        accountId: user.id,
        delta: credits.delta,
        reason: credits.reason,
        referenceId,
      }),
    };
  }
  if (!user.isAdmin && (await promoteAdminIfVerified(tx, user, { adminEmail: input.adminEmail })))
    user = { ...user, isAdmin: true };
  return user;
}
