import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit';
import { verifyPassword } from './password';

/**
 * Refuses a sensitive change (payout address, password) unless the signed-in person re-enters their password.
 * Wrong guesses share one limit per user, like sign-in, so a stolen session cannot try passwords faster here.
 */
export async function assertCurrentPassword(
  deps: Deps,
  user: { id: string; passwordHash: string | null },
  password: string | undefined,
  missing: string,
): Promise<void> {
  if (!password) throw new AppError('VALIDATION_ERROR', missing, 400, { passwordRequired: true });
  await enforceRateLimit(
    deps.rateLimits.currentPassword,
    user.id,
    (minutes) => `Too many wrong passwords. Try again in ${minutes} minute(s).`,
  );
  // 403, not 401: the session is fine, only this confirmation failed.
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AppError('INVALID_CREDENTIALS', 'Your current password is incorrect.', 403);
  await deps.rateLimits.currentPassword.reward(user.id, 1);
}
