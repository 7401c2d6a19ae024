import { eq, or } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AuthResult, TwoFactorChallenge } from '@paylink/shared';
import type { Deps } from '../../deps';
import { ownAccount, userWithOwnAccount } from './find-user';
import { users } from './schema';
import { updateAccount } from './update-account';
import { AppError } from '../../lib/app-error';
import { createAccount } from './create-account';
import type { JoinOnSignUp } from './join-on-sign-up';
import { promoteAdminIfVerified } from './promote-admin-email';
import { assertCanSignIn } from './assert-can-sign-in';
import { signInOrChallenge } from './sign-in-or-challenge';
import { dropUnverifiedRegistrant, UNVERIFIED_REGISTRANT_FIELDS } from './drop-unverified-registrant';

const keySets = new Map<string, JWTVerifyGetKey>();

function googleKeys(jwksUrl: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl));
    keySets.set(jwksUrl, keys);
  }
  return keys;
}

/**
 * Google Identity Services sign-in: verifies the ID token's signature, audience and issuer, then signs in the
 * account with that Google subject or verified email, creating it (with signup credits) when new. With two-factor
 * sign-in on, Google proves the first factor only: the answer is a challenge for the code. A new person signing
 * up from a team invitation (`joining`) joins that team instead (no merchant account, no credits); someone who
 * already has a Paylink user signs in and accepts on the invite page.
 */
export async function googleSignIn(
  deps: Deps,
  credential: string,
  joining?: JoinOnSignUp,
): Promise<AuthResult | TwoFactorChallenge> {
  const { clientId, jwksUrl } = deps.config.google;
  if (!clientId) throw new AppError('BAD_REQUEST', 'Google sign-in is not enabled on this server', 400);
  const claims = await jwtVerify(credential, googleKeys(jwksUrl), {
    audience: clientId,
    issuer: ['https://accounts.google.com', 'accounts.google.com'],
  })
    .then((r) => r.payload)
    .catch(() => {
      throw new AppError('INVALID_TOKEN', 'Google Sign-In was unsuccessful. Please try again.', 401);
    });
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  if (!email || claims.email_verified !== true || !claims.sub) {
    throw new AppError('INVALID_TOKEN', 'Your Google account has no verified email address.', 401);
  }
  const sub = claims.sub;

  const user = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select(userWithOwnAccount)
      .from(users)
      .leftJoin(...ownAccount)
      .where(or(eq(users.googleSub, sub), eq(users.email, email)));
    if (existing) {
      // An account whose email was never verified may have been registered by someone else ahead of the owner
      // (pre-hijack): Google proves the owner now, so drop what that registrant could still use or profit from.
      const takeover = existing.emailVerifiedAt === null;
      if (takeover) await dropUnverifiedRegistrant(tx, existing.id);
      const updated = await updateAccount(tx, existing.id, {
        googleSub: sub,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        ...(takeover ? UNVERIFIED_REGISTRANT_FIELDS : {}),
      });
      // Google has just proven the address.
      const promoted = await promoteAdminIfVerified(tx, updated!, deps.config);
      return { ...updated!, isAdmin: updated!.isAdmin || promoted };
    }
    const created = await createAccount(tx, {
      email,
      googleSub: sub,
      verified: true,
      adminEmail: deps.config.adminEmail,
      ownAccount: !joining,
    });
    await joining?.join(tx, created);
    return created;
  });
  assertCanSignIn(user);
  return signInOrChallenge(deps, user);
}
