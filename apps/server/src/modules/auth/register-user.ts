import { SIGNUP_CREDITS, VERIFY_TOKEN_TTL_MS, isSolanaAddress, MSG, type AuthResult, type RegisterInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/pg-errors';
import { promoteAdminEmail } from '../admin/promote-admin-email';
import { changeCredits } from '../credits/change-credits';
import { verificationEmail } from '../email/templates';
import { issueAuthToken } from './auth-tokens';
import { hashPassword } from './password';
import { signSessionToken } from './session-token';
import { toUserDto } from './user-dto';

export type RegisterResult = { requiresEmailVerification: true; email: string } | AuthResult;

/** Creates the account with its signup credits (as a ledger row) and either emails a verification link or signs in. */
export async function registerUser(deps: Deps, input: RegisterInput): Promise<RegisterResult> {
  const email = input.email.toLowerCase();
  const walletAddress = input.walletAddress ? input.walletAddress : null;
  if (walletAddress && !isSolanaAddress(walletAddress)) throw new AppError('VALIDATION_ERROR', MSG.invalidSolana, 400);
  const passwordHash = await hashPassword(input.password);
  const verify = deps.config.requireEmailVerification;

  const created = await deps.db
    .transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ id: newId('usr'), email, passwordHash, walletAddress, emailVerifiedAt: verify ? null : new Date() })
        .returning();
      const balance = await changeCredits(tx, { userId: user!.id, delta: SIGNUP_CREDITS, reason: 'signup_bonus', referenceId: user!.id });
      const token = verify ? await issueAuthToken(tx, user!.id, 'verify_email', VERIFY_TOKEN_TTL_MS) : null;
      const isAdmin = await promoteAdminEmail(tx, deps.config.adminEmail, email);
      return { user: { ...user!, transactionCredits: balance, isAdmin }, token };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists', 409);
      throw err;
    });

  if (created.token) {
    const link = `${deps.config.appUrl}/verify-email?token=${encodeURIComponent(created.token)}`;
    await deps.mailer.send(verificationEmail(email, link)).catch((err: unknown) => {
      deps.log.error({ err }, 'could not send the verification email');
    });
    return { requiresEmailVerification: true, email };
  }
  const token = await signSessionToken(deps.jwtKey, created.user.id, deps.config.jwtTtl);
  return { token, user: toUserDto(created.user, 0) };
}
