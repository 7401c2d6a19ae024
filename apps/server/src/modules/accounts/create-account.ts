import { SIGNUP_CREDITS, type SubscriptionTier } from '@paylink/shared';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { changeCredits, type CreditReason } from '../credits/change-credits';
import { promoteAdminIfVerified } from './promote-admin-email';
import { accountMemberships, merchantAccounts, users } from './schema';
import { withAccount, withoutAccount, type PersonRow, type UserRow } from './user-dto';

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
  /**
   * False for someone signing up from a team invitation: only the person is created (no merchant account, no
   * credits); they join the team in the same transaction, or once their email is verified.
   */
  ownAccount?: boolean;
}

/**
 * The person's own merchant account: it shares their id, they are its owner, and it holds the starting credits (the
 * signup bonus at most once per person: the ledger's reference is the person's id).
 */
export async function createOwnAccount(
  tx: Db,
  person: PersonRow,
  input: Pick<NewAccount, 'walletAddress' | 'plan' | 'credits'> = {},
): Promise<UserRow> {
  const [account] = await tx
    .insert(merchantAccounts)
    .values({
      id: person.id,
      name: person.email.split('@')[0]!,
      walletAddress: input.walletAddress ?? null,
      subscriptionTier: input.plan?.tier ?? null,
      subscriptionStatus: input.plan?.status ?? null,
    })
    .returning();
  await tx.insert(accountMemberships).values({ accountId: person.id, userId: person.id, role: 'owner' });
  let user = withAccount(person, account!);
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
  return user;
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
  let user = input.ownAccount === false ? withoutAccount(person!) : await createOwnAccount(tx, person!, input);
  if (!user.isAdmin && (await promoteAdminIfVerified(tx, user, { adminEmail: input.adminEmail })))
    user = { ...user, isAdmin: true };
  return user;
}
