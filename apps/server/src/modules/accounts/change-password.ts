import type { ChangePasswordInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { assertCurrentPassword } from './assert-current-password';
import { voidAuthTokens } from './auth-tokens';
import { endOtherSessions } from './end-sessions';
import { hashPassword } from './password';
import { updateAccount } from './update-account';
import { passwordChangedEmail } from '../email/security-templates';

/**
 * A signed-in person sets a new password (Argon2id) after re-entering the current one. Every other session of
 * theirs ends (a thief signed in elsewhere is out), this one stays; outstanding reset links die with the old
 * password. The address is told, so an owner who did not do it knows at once.
 */
export async function changePassword(
  deps: Deps,
  user: { id: string; email: string; passwordHash: string | null },
  sessionId: string,
  input: ChangePasswordInput,
): Promise<void> {
  if (user.passwordHash === null) {
    throw new AppError(
      'BAD_REQUEST',
      'Your account signs in with Google and has no password. Use "Forgot password" on the sign-in page to set one.',
      400,
    );
  }
  await assertCurrentPassword(deps, user, input.currentPassword, 'Enter your current password');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, user.id, { passwordHash });
    await endOtherSessions(tx, user.id, sessionId);
    await voidAuthTokens(tx, user.id, 'reset_password');
  });
  await deps.mailer.send(passwordChangedEmail(user.email, deps.config.supportEmail)).catch((err: unknown) => {
    deps.log.error({ err }, 'could not send the password change notice');
  });
}
