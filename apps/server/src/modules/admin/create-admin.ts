import type { Db } from '../../db/client';
import { findUserByEmail } from '../accounts/find-user-by-email';
import { updateAccount } from '../accounts/update-account';
import { hashPassword } from '../accounts/password';
import { createAccount } from '../accounts/create-account';
import { userSnapshot } from '../accounts/user-dto';
import { withAudit } from '../audit/with-audit';

/**
 * `npm run admin -- create`: makes a verified, active admin with this email and password, creating the
 * account (with the usual signup credits) or promoting an existing one (its password is replaced).
 */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  // The system acts (no admin signed in): the audit row's admin is null.
  return withAudit(db, null, async (tx, audit) => {
    const existing = await findUserByEmail(tx, email, { lock: true });
    if (existing) {
      const after = await updateAccount(tx, existing.id, {
        isAdmin: true,
        passwordHash,
        status: 'ACTIVE',
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      });
      await audit({
        action: 'user.promote',
        targetType: 'user',
        targetId: existing.id,
        before: userSnapshot(existing),
        after: { ...userSnapshot(after!), via: 'npm run admin' },
      });
      return { id: existing.id, created: false };
    }
    const user = await createAccount(tx, { email, passwordHash, isAdmin: true, verified: true });
    await audit({
      action: 'user.create',
      targetType: 'user',
      targetId: user.id,
      after: { ...userSnapshot(user), via: 'npm run admin' },
    });
    return { id: user.id, created: true };
  });
}
