import { eq } from 'drizzle-orm';
import { MSG, type AuthResult, type LoginInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clearFailures, assertNotLimited, recordFailure } from './login-throttle';
import { verifyPassword } from './password';
import { signSessionToken } from './session-token';
import { assertCanSignIn } from './assert-can-sign-in';
import { countPayments } from './count-payments';
import { toUserDto } from './user-dto';

const WINDOW_MS = 15 * 60 * 1000;

/** Email + password sign-in. Failed attempts are limited per IP and per account across all API processes. */
export async function loginUser(deps: Deps, input: LoginInput, ip: string): Promise<AuthResult> {
  const email = input.email.toLowerCase();
  const keys = [`login:ip:${ip}`, `login:acct:${email}`];
  const limit = { max: deps.config.loginRateLimit, windowMs: WINDOW_MS };
  await assertNotLimited(deps.db, keys, limit);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await recordFailure(deps.db, keys, limit);
    throw new AppError('INVALID_CREDENTIALS', MSG.invalidCredentials, 401);
  }
  assertCanSignIn(user);
  if (!user.emailVerifiedAt && deps.config.requireEmailVerification) {
    throw new AppError('EMAIL_NOT_VERIFIED', MSG.emailNotVerified, 403, { emailNotVerified: true });
  }
  await clearFailures(deps.db, [`login:acct:${email}`]);
  const token = await signSessionToken(deps.jwtKey, user.id, deps.config.jwtTtl);
  return { token, user: toUserDto(user, await countPayments(deps.db, user.id)) };
}
