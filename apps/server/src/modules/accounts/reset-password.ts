import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { users } from './schema';
import { updateAccount } from './update-account';
import { AppError } from '../../lib/app-error';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit';
import { promoteAdminIfVerified } from './promote-admin-email';
import { consumeAuthToken, isAuthTokenUsable, voidAuthTokens } from './auth-tokens';
import { dropUnverifiedRegistrant, UNVERIFIED_REGISTRANT_FIELDS } from './drop-unverified-registrant';
import { endAllSessions } from './end-sessions';
import { hashPassword } from './password';

const tooMany = (minutes: number) => `Too many attempts with invalid reset links. Try again in ${minutes} minute(s).`;
const invalidLink = () => new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired.', 400);

/**
 * Refuses an unusable reset link (400) before the person types a new password: the reset page asks when it opens.
 * Invalid links count against the same per-IP limit as resets, so this is no faster way to guess tokens.
 */
export async function checkResetToken(deps: Deps, token: string, ip: string): Promise<void> {
  await enforceRateLimit(deps.rateLimits.reset, ip, tooMany);
  if (!(await isAuthTokenUsable(deps.db, token, 'reset_password'))) throw invalidLink();
  await deps.rateLimits.reset.reward(ip, 1);
}

/**
 * Sets a new password with a single-use reset token. Attempts are limited per IP (a success is not counted)
 * and the token is checked before the costly hash. Resetting
 * signs every device out and voids every other outstanding reset link. The link also proves the address: an
 * account that was never verified loses what its registrant set (see drop-unverified-registrant).
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string; ip: string }): Promise<void> {
  const { token, password } = input;
  await enforceRateLimit(deps.rateLimits.reset, input.ip, tooMany);
  if (!(await isAuthTokenUsable(deps.db, token, 'reset_password'))) throw invalidLink();
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await consumeAuthToken(tx, token, 'reset_password');
    if (!userId) throw invalidLink();
    const [user] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
    const takeover = !user?.verifiedAt;
    if (takeover) await dropUnverifiedRegistrant(tx, userId);
    await endAllSessions(tx, userId);
    await voidAuthTokens(tx, userId, 'reset_password');
    const updated = await updateAccount(tx, userId, {
      ...(takeover ? UNVERIFIED_REGISTRANT_FIELDS : {}),
      passwordHash,
      emailVerifiedAt: user?.verifiedAt ?? new Date(),
    });
    // The reset link proves the address.
    await promoteAdminIfVerified(tx, updated!, deps.config);
  });
  await deps.rateLimits.reset.reward(input.ip, 1);
}
