import { eq } from 'drizzle-orm';
import { VERIFY_TOKEN_TTL_MS } from '@paylink/shared';
import type { Deps } from '../../deps';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit';
import { verificationEmail } from '../email/templates';
import { issueAuthToken, voidAuthTokens } from './auth-tokens';
import { users } from './schema';

/**
 * Emails a fresh verification link to an active, unverified account; the links sent before stop working. The
 * caller answers the same way whatever happens here (no account disclosure). Past the per-address limit, counted
 * for every address asked about (known or not), nothing more is sent: a quiet limit, since a refusal would disclose
 * nothing but would let anyone keep someone else's inbox busy.
 */
export async function resendVerification(deps: Deps, rawEmail: string): Promise<void> {
  const email = rawEmail.toLowerCase();
  const budget = await consumeRateLimit(deps.rateLimits.verificationAddress, email);
  if (!budget.allowed) return;
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user || user.status !== 'ACTIVE' || user.emailVerifiedAt) return;
  const token = await deps.db.transaction(async (tx) => {
    await voidAuthTokens(tx, user.id, 'verify_email');
    return issueAuthToken(tx, user.id, 'verify_email', VERIFY_TOKEN_TTL_MS);
  });
  const link = `${deps.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(verificationEmail(user.email, link)).catch((err: unknown) => {
    deps.log.error({ err }, 'could not send the verification email');
  });
}
