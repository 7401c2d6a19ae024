import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { twoFactorChangedEmail } from '../email/security-templates';
import { assertSecondFactor } from './assert-second-factor';
import { totpRecoveryCodes } from './schema';
import { updateAccount } from './update-account';
import type { UserRow } from './user-dto';

/** Turns two-factor sign-in off with a current code (or a recovery code); the secret and recovery codes are deleted. */
export async function disableTwoFactor(deps: Deps, user: UserRow, code: string): Promise<void> {
  if (!user.totpEnabledAt) throw new AppError('BAD_REQUEST', 'Two-factor sign-in is not on.', 400);
  await assertSecondFactor(deps, user, code, 403);
  await deps.db.transaction(async (tx) => {
    await updateAccount(tx, user.id, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
  });
  await deps.mailer.send(twoFactorChangedEmail(user.email, false, deps.config.supportEmail)).catch((err: unknown) => {
    deps.log.error({ err }, 'could not send the two-factor notice');
  });
}
