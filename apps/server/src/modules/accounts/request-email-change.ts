import { eq } from 'drizzle-orm';
import type { ChangeEmailInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { confirmEmailChangeEmail, emailChangeNoticeEmail } from '../email/security-templates';
import { assertCurrentPassword } from './assert-current-password';
import { issueAuthToken, voidAuthTokens } from './auth-tokens';
import { users } from './schema';
import type { UserRow } from './user-dto';

const TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Asks to change the sign-in email: the current password first (when the account has one), then a single-use link
 * to the new address, which changes nothing until it is opened (confirm-email-change); a newer request voids older
 * links. The current address is told at once, so its owner can react to a change they did not ask for.
 */
export async function requestEmailChange(deps: Deps, user: UserRow, input: ChangeEmailInput): Promise<void> {
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === user.email) throw new AppError('VALIDATION_ERROR', 'This is already your email address.', 400);
  if (user.passwordHash !== null)
    await assertCurrentPassword(deps, user, input.currentPassword, 'Enter your current password to change your email.');
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
  if (taken) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists', 409);
  const token = await deps.db.transaction(async (tx) => {
    await voidAuthTokens(tx, user.id, 'change_email');
    return issueAuthToken(tx, user.id, 'change_email', TTL_MS, newEmail);
  });
  const link = `${deps.config.appUrl}/confirm-email-change?token=${encodeURIComponent(token)}`;
  const sent = await Promise.allSettled([
    deps.mailer.send(confirmEmailChangeEmail(newEmail, link)),
    deps.mailer.send(emailChangeNoticeEmail(user.email, newEmail, false, deps.config.supportEmail)),
  ]);
  for (const result of sent)
    if (result.status === 'rejected') deps.log.error({ err: result.reason }, 'could not send an email change message');
}
