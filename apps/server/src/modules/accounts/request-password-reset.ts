import { eq } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS } from '@paylink/shared';
import type { Deps } from '../../deps';
import { users } from './schema';
import { passwordResetEmail } from '../email/templates';
import { issueAuthToken } from './auth-tokens';

/** Emails a reset link when the account exists; the caller answers the same way either way (no account disclosure). */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user || user.status !== 'ACTIVE') return;
  const token = await issueAuthToken(deps.db, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
  const link = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(passwordResetEmail(user.email, link)).catch((err: unknown) => {
    deps.log.error({ err }, 'could not send the password reset email');
  });
}
