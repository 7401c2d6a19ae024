import QRCode from 'qrcode';
import type { TwoFactorSetup } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { assertCurrentPassword } from './assert-current-password';
import { updateAccount } from './update-account';
import { newTotpSecret, otpauthUri } from './totp';
import type { UserRow } from './user-dto';

/**
 * Starts enrolment: a new secret, pending until a code from the app confirms it (enable-two-factor). The password
 * is asked again first, so a borrowed session cannot lock the owner out behind an authenticator the owner lacks.
 * Starting again replaces a pending secret; with two-factor on, it must be turned off first.
 */
export async function startTwoFactor(
  deps: Deps,
  user: UserRow,
  currentPassword: string | undefined,
): Promise<TwoFactorSetup> {
  if (user.totpEnabledAt)
    throw new AppError(
      'CONFLICT',
      'Two-factor sign-in is already on. Turn it off first to set up another authenticator.',
      409,
    );
  if (user.passwordHash !== null)
    await assertCurrentPassword(
      deps,
      user,
      currentPassword,
      'Enter your current password to set up two-factor sign-in.',
    );
  const secret = newTotpSecret();
  await updateAccount(deps.db, user.id, { totpSecret: secret, totpLastStep: null });
  const uri = otpauthUri(secret, user.email);
  return {
    secret,
    otpauthUri: uri,
    qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
  };
}
