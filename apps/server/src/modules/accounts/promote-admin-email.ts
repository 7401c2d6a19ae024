import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';
import { lockUserRows, ownAccount, userWithOwnAccount } from './find-user';
import { users } from './schema';
import { updateAccount } from './update-account';
import { userSnapshot } from './user-dto';
import { recordAudit } from '../audit/record-audit';

/**
 * ADMIN_EMAIL: makes the account with that email an admin, if it exists, its address is verified and it is not
 * one yet. Returns true when the account is an admin afterwards because of this call.
 */
export async function promoteAdminEmail(tx: Db, adminEmail: string | undefined): Promise<boolean> {
  if (!adminEmail) return false;
  const match = and(eq(users.email, adminEmail), eq(users.isAdmin, false), isNotNull(users.emailVerifiedAt))!;
  await lockUserRows(tx, match);
  const [before] = await tx
    .select(userWithOwnAccount)
    .from(users)
    .leftJoin(...ownAccount)
    .where(match);
  if (!before) return false;
  const after = await updateAccount(tx, before.id, { isAdmin: true });
  await recordAudit(tx, {
    admin: null,
    action: 'user.promote',
    targetType: 'user',
    targetId: before.id,
    before: userSnapshot(before),
    after: { ...userSnapshot(after!), via: 'ADMIN_EMAIL' },
  });
  return true;
}

/**
 * Promotes `user` when it holds ADMIN_EMAIL and has just proven the address: call it only where that proof
 * happens (an email verification or reset link used, a Google sign-in, or a sign-in while verification is
 * required), never for an account that merely registered. Registering the address proves nothing.
 */
export async function promoteAdminIfVerified(
  tx: Db,
  user: { email: string; emailVerifiedAt: Date | null },
  config: Pick<AppConfig, 'adminEmail'>,
): Promise<boolean> {
  if (!config.adminEmail || user.email.toLowerCase() !== config.adminEmail || !user.emailVerifiedAt) return false;
  return promoteAdminEmail(tx, config.adminEmail);
}
