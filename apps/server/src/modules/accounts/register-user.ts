import { eq } from 'drizzle-orm';
import { VERIFY_TOKEN_TTL_MS, isSolanaAddress, MSG, type AuthResult, type RegisterInput } from '@paylink/shared';
import type { Deps } from '../../deps';
import { users } from './schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { createAccount } from './create-account';
import type { JoinOnSignUp } from './join-on-sign-up';
import { verificationEmail } from '../email/templates';
import { issueAuthToken } from './auth-tokens';
import { hashPassword } from './password';
import { createSession } from './create-session';
import { toUserDto } from './user-dto';
import { claimAddress } from '../wallets/claim-address';

const emailTaken = () => new AppError('EMAIL_TAKEN', 'An account with this email already exists', 409);

export type RegisterResult = { requiresEmailVerification: true; email: string } | AuthResult;

/**
 * Creates the account (createAccount: signup credits, ADMIN_EMAIL once verified) and either emails a verification
 * link or signs in. From a team invitation (`joining`), the person gets no merchant account and no credits: they join
 * the team at once, or, when the email must be verified first, the verification link brings them back to the
 * invitation.
 */
export async function registerUser(deps: Deps, input: RegisterInput, joining?: JoinOnSignUp): Promise<RegisterResult> {
  const email = input.email.toLowerCase();
  const walletAddress = input.walletAddress ? input.walletAddress : null;
  if (walletAddress && !isSolanaAddress(walletAddress)) throw new AppError('VALIDATION_ERROR', MSG.invalidSolana, 400);
  if (walletAddress && joining)
    throw new AppError('VALIDATION_ERROR', 'A team member has no payout address of their own.', 400);
  // The cheap duplicate check runs before the costly hash; the unique index still settles a race.
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw emailTaken();
  await joining?.check(deps.db, email);
  const passwordHash = await hashPassword(input.password);
  const verify = deps.config.requireEmailVerification;

  const created = await deps.db
    .transaction(async (tx) => {
      // Registering proves nothing: ADMIN_EMAIL is promoted only once the address is proven (verification link),
      // so that address gets a verification link even when verification is not required.
      const user = await createAccount(tx, {
        email,
        passwordHash,
        walletAddress,
        verified: !verify,
        ownAccount: !joining,
      });
      if (joining && !verify) await joining.join(tx, user);
      if (walletAddress) await claimAddress({ db: tx, config: deps.config }, user.id, walletAddress);
      const proveAdmin = email === deps.config.adminEmail;
      const token =
        verify || proveAdmin ? await issueAuthToken(tx, user.id, 'verify_email', VERIFY_TOKEN_TTL_MS) : null;
      return { user, token };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    });

  if (created.token) {
    const invite = joining ? `&invite=${encodeURIComponent(joining.inviteToken)}` : '';
    const link = `${deps.config.appUrl}/verify-email?token=${encodeURIComponent(created.token)}${invite}`;
    await deps.mailer.send(verificationEmail(email, link)).catch((err: unknown) => {
      deps.log.error({ err }, 'could not send the verification email');
    });
  }
  if (verify) return { requiresEmailVerification: true, email };
  const { token } = await createSession(deps.db, deps, created.user.id);
  return { token, user: toUserDto(created.user, 0) };
}
