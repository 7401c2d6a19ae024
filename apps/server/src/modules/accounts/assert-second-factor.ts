import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit';
import { consumeRecoveryCode } from './recovery-codes';
import { users } from './schema';
import { matchTotpStep } from './totp';

export const INVALID_CODE =
  'That code is not valid. Enter the current code from your authenticator app, or one of your recovery codes.';

/**
 * Accepts the user's current authenticator code or one unused recovery code, else throws (401 at sign-in, 403 for a
 * signed-in change). Wrong codes are limited per user. A code's time step is recorded atomically and only a later
 * step is accepted afterwards, so a code seen over a shoulder or replayed within its window opens nothing.
 */
export async function assertSecondFactor(
  deps: Deps,
  user: { id: string; totpSecret: string | null; totpEnabledAt: Date | null },
  code: string | undefined,
  status: 401 | 403,
): Promise<void> {
  if (!user.totpSecret || !user.totpEnabledAt) return;
  if (!code)
    throw new AppError('TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app.', status, {
      twoFactorRequired: true,
    });
  await enforceRateLimit(
    deps.rateLimits.secondFactor,
    user.id,
    (minutes) => `Too many wrong codes. Try again in ${minutes} minute(s).`,
  );
  const typed = code.trim();
  const step = matchTotpStep(user.totpSecret, typed, new Date());
  const ok =
    step !== null ? await claimStep(deps.db, user.id, step) : await consumeRecoveryCode(deps.db, user.id, typed);
  if (!ok) throw new AppError('INVALID_TWO_FACTOR_CODE', INVALID_CODE, status);
  await deps.rateLimits.secondFactor.reward(user.id, 1);
}

/** Records `step` as the last one used, unless it (or a later one) already was. */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return row !== undefined;
}
