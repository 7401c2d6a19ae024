import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from './schema';
import { AppError } from '../../lib/app-error';
import { promoteAdminIfVerified } from './promote-admin-email';
import { consumeAuthToken } from './auth-tokens';

export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, 'verify_email');
    if (!userId) throw new AppError('INVALID_TOKEN', 'This verification link is invalid or has expired.', 400);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await promoteAdminIfVerified(tx, user!, deps.config);
  });
}
