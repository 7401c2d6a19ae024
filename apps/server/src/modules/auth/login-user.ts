import { eq } from 'drizzle-orm';
import { MSG, type AuthResult, type LoginInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { users } from '../accounts/schema';
import { AppError } from '../../lib/app-error';
import { clearCounters, countAttempt, deleteExpiredCounters, forgiveAttempt, rateLimited, type Counter } from './attempt-counters';
import { verifyPassword } from '../accounts/password';
import { createSession } from './create-session';
import { assertCanSignIn } from './assert-can-sign-in';
import { countPayments } from './count-payments';
import { toUserDto } from '../accounts/user-dto';

const WINDOW_MS = 15 * 60 * 1000;

const tooMany = (minutes: number) =>
  `Too many failed sign-in attempts. Try again in ${minutes} minute(s), or use "Forgot password" to get a reset link by email.`;

/**
 * Email + password sign-in, throttled across all API processes. Every attempt is counted before the password
 * is checked (a success takes its count back), per (account, IP) and per IP: past LOGIN_RATE_LIMIT either is
 * refused. Past the limit per account (an attack spread over many IPs), only an IP that has not failed on this
 * account in the window may try, so attackers are slowed to one guess per IP while the owner can still sign in.
 */
export async function loginUser(deps: Deps, input: LoginInput, ip: string): Promise<AuthResult> {
  const email = input.email.toLowerCase();
  const pairKey = `login:acct-ip:${email}|${ip}`;
  const ipKey = `login:ip:${ip}`;
  const accountKey = `login:acct:${email}`;
  const max = deps.config.loginRateLimit;
  const counts = await countAttempt(deps.db, [pairKey, ipKey, accountKey], WINDOW_MS);
  const pair = counts[pairKey]!;
  const blocked: Counter[] = [pair, counts[ipKey]!].filter((c) => c.count > max);
  if (counts[accountKey]!.count > max && pair.count > 1) blocked.push(pair);
  if (blocked.length > 0) throw rateLimited(tooMany, blocked);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', MSG.invalidCredentials, 401);
  // The right password is not a failed guess, even when the account cannot sign in yet.
  await clearCounters(deps.db, [pairKey]);
  await forgiveAttempt(deps.db, [ipKey, accountKey]);
  await deleteExpiredCounters(deps.db);
  assertCanSignIn(user);
  if (!user.emailVerifiedAt && deps.config.requireEmailVerification) {
    throw new AppError('EMAIL_NOT_VERIFIED', MSG.emailNotVerified, 403, { emailNotVerified: true });
  }
  const token = await createSession(deps.db, deps, user.id);
  return { token, user: toUserDto(user, await countPayments(deps.db, user.id)) };
}
