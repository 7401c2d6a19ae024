import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { emailChangeNoticeEmail } from '../email/security-templates';
import { consumeEmailChange, voidAuthTokens } from './auth-tokens';
import { findUser } from './find-user';
import { updateAccount } from './update-account';

const invalidLink = () => new AppError('INVALID_TOKEN', 'This confirmation link is invalid or has expired.', 400);

/**
 * Opens the link sent to a new address: the address is proven, so it becomes the sign-in email (verified). Other
 * links of the account die (reset links were sent to the old address); the old address is told it is done.
 */
export async function confirmEmailChange(deps: Deps, token: string): Promise<{ email: string }> {
  const { oldEmail, newEmail } = await deps.db
    .transaction(async (tx) => {
      const change = await consumeEmailChange(tx, token);
      if (!change?.newEmail) throw invalidLink();
      const user = await findUser(tx, change.userId);
      if (!user) throw invalidLink();
      await updateAccount(tx, change.userId, { email: change.newEmail, emailVerifiedAt: new Date() });
      await voidAuthTokens(tx, change.userId);
      return { oldEmail: user.email, newEmail: change.newEmail };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists', 409);
      throw err;
    });
  await deps.mailer
    .send(emailChangeNoticeEmail(oldEmail, newEmail, true, deps.config.supportEmail))
    .catch((err: unknown) => {
      deps.log.error({ err }, 'could not send the email change notice');
    });
  return { email: newEmail };
}
