import type { AuthResult, SecondFactorSignInInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { assertCanSignIn } from './assert-can-sign-in';
import { assertSecondFactor } from './assert-second-factor';
import { findUser } from './find-user';
import { sessionFor } from './sign-in-or-challenge';
import { readTwoFactorChallenge } from './two-factor-challenge';

/** The second step of sign-in: a challenge from the first step and the authenticator's code (or a recovery code) give a session. */
export async function completeTwoFactorSignIn(deps: Deps, input: SecondFactorSignInInput): Promise<AuthResult> {
  const userId = await readTwoFactorChallenge(deps.jwtKey, input.challenge);
  const user = await findUser(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'This sign-in has expired. Please sign in again.', 401);
  assertCanSignIn(user);
  await assertSecondFactor(deps, user, input.code, 401);
  return sessionFor(deps, user);
}
