import type { AuthResult, TwoFactorChallenge } from '@paylink/shared';
import type { Deps } from '../../deps';
import { countPaymentLinks } from '../payments/links/count-payment-links';
import { createSession } from './create-session';
import { signTwoFactorChallenge } from './two-factor-challenge';
import { toUserDto, type UserRow } from './user-dto';

/** The end of a first factor (password or Google): a session, or with two-factor sign-in on, a challenge for the code. */
export async function signInOrChallenge(deps: Deps, user: UserRow): Promise<AuthResult | TwoFactorChallenge> {
  if (user.totpEnabledAt)
    return { twoFactorRequired: true, challenge: await signTwoFactorChallenge(deps.jwtKey, user.id) };
  return sessionFor(deps, user);
}

export async function sessionFor(deps: Deps, user: UserRow): Promise<AuthResult> {
  const { token, firstSignIn } = await createSession(deps.db, deps, user.id);
  return { token, user: toUserDto(user, await countPaymentLinks(deps.db, user.id)), firstSignIn };
}
