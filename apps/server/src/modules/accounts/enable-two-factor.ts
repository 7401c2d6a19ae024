import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit';
import { twoFactorChangedEmail } from '../email/security-templates';
import { INVALID_CODE } from './assert-second-factor';
import { replaceRecoveryCodes } from './recovery-codes';
import { updateAccount } from './update-account';
import { matchTotpStep } from './totp';
import type { UserRow } from './user-dto';

/**
 * Turns two-factor sign-in on once the authenticator proves it holds the pending secret, and returns the recovery
 * codes, shown this once (only their hashes are kept). The code's step counts as used.
 */
export async function enableTwoFactor(deps: Deps, user: UserRow, code: string): Promise<string[]> {
  if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.', 409);
  if (!user.totpSecret)
    throw new AppError(
      'BAD_REQUEST',
      'Start the setup first: scan the QR code, then enter the code your app shows.',
      400,
    );
  await enforceRateLimit(
    deps.rateLimits.secondFactor,
    user.id,
    (minutes) => `Too many wrong codes. Try again in ${minutes} minute(s).`,
  );
  const step = matchTotpStep(user.totpSecret, code.trim(), new Date());
  if (step === null) throw new AppError('INVALID_TWO_FACTOR_CODE', INVALID_CODE, 403);
  await deps.rateLimits.secondFactor.reward(user.id, 1);
  const codes = await deps.db.transaction(async (tx) => {
    await updateAccount(tx, user.id, { totpEnabledAt: new Date(), totpLastStep: step });
    return replaceRecoveryCodes(tx, user.id);
  });
  await deps.mailer.send(twoFactorChangedEmail(user.email, true, deps.config.supportEmail)).catch((err: unknown) => {
    deps.log.error({ err }, 'could not send the two-factor notice');
  });
  return codes;
}
