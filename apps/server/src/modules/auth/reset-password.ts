import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { consumeAuthToken } from './auth-tokens';
import { hashPassword } from './password';

/** Sets a new password with a single-use reset token. Resetting by email link also proves the address. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, 'reset_password');
    if (!userId) throw new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired.', 400);
    const [user] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user?.verifiedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
}
