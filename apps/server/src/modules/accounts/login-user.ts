import { eq } from 'drizzle-orm';
import { MSG, type AuthResult, type LoginInput, type TwoFactorChallenge } from '@paylink/shared';
import type { Deps } from '../../deps';
import { ownAccount, userWithOwnAccount } from './find-user';
import { users } from './schema';
import { AppError } from '../../lib/app-error';
import { consumeRateLimit, rateLimited } from '../rate-limits/consume-rate-limit';
import { verifyPassword } from './password';
import { signInOrChallenge } from './sign-in-or-challenge';
import { assertCanSignIn } from './assert-can-sign-in';
import { promoteAdminIfVerified } from './promote-admin-email';
import { DEMO_MERCHANT } from './seed-demo-merchant';

const tooMany = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} minute(s), or use "Forgot password" to get a reset link by email.`;

/**
 * Email + password sign-in, throttled across all API processes. Every attempt is counted before the password
 * is checked (a success takes its count back), per (account, IP) and per IP: past LOGIN_RATE_LIMIT either is
 * refused. Past the limit per account (an attack spread over many IPs), only an IP that has not failed on this
 * account in the window may try, so attackers are slowed to one guess per IP while the owner can still sign in.
 * The IP is checked first: a blocked IP writes no further counters, so guesses with random emails cannot pile up
 * rows (at most 1 + 2 × LOGIN_RATE_LIMIT per IP and window; the limiter purges windows that are over).
 * With two-factor sign-in on, the right password earns a challenge for the code, not a session.
 */
export async function loginUser(deps: Deps, input: LoginInput, ip: string): Promise<AuthResult | TwoFactorChallenge> {
  const email = input.email.toLowerCase();
  const { loginIp, loginPair, loginAccount } = deps.rateLimits;
  const byIp = await consumeRateLimit(loginIp, ip);
  if (!byIp.allowed) throw rateLimited(tooMany, byIp.resetS);
  const pairKey = `${email}|${ip}`;
  const [pair, account] = await Promise.all([
    consumeRateLimit(loginPair, pairKey),
    consumeRateLimit(loginAccount, email),
  ]);
  if (!pair.allowed || (!account.allowed && pair.consumed > 1)) throw rateLimited(tooMany, pair.resetS);

  const [user] = await deps.db
    .select(userWithOwnAccount)
    .from(users)
    .leftJoin(...ownAccount)
    .where(eq(users.email, email));
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  // The demo merchant's password is public: outside offline mode (a data dir moved to a real chain) it opens nothing.
  const publicDemo = !deps.config.offline && email === DEMO_MERCHANT.email && input.password === DEMO_MERCHANT.password;
  if (!user || !ok || publicDemo) throw new AppError('INVALID_CREDENTIALS', MSG.invalidCredentials, 401);
  // The right password is not a failed guess, even when the account cannot sign in yet.
  await Promise.all([loginPair.delete(pairKey), loginIp.reward(ip, 1), loginAccount.reward(email, 1)]);
  assertCanSignIn(user);
  if (!user.emailVerifiedAt && deps.config.requireEmailVerification) {
    throw new AppError('EMAIL_NOT_VERIFIED', MSG.emailNotVerified, 403, { emailNotVerified: true });
  }
  // A first verified sign-in of ADMIN_EMAIL; without required verification, emailVerifiedAt proves nothing.
  const promoted =
    deps.config.requireEmailVerification &&
    (await deps.db.transaction((tx) => promoteAdminIfVerified(tx, user, deps.config)));
  return signInOrChallenge(deps, { ...user, isAdmin: user.isAdmin || promoted });
}
