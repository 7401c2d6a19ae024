import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error';

const ISSUER = 'paylink';
const PURPOSE = 'second-factor';
/** Long enough to open the authenticator app and type a code, short enough that a leaked challenge is soon worthless. */
const TTL = '5m';

/**
 * What a correct password (or Google) earns when two-factor sign-in is on: proof of the first factor, which only the
 * code turns into a session. It carries no session id, so it never passes as a session token, and a session token
 * (without this purpose) never passes as a challenge.
 */
export function signTwoFactorChallenge(key: Uint8Array, userId: string): Promise<string> {
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(key);
}

/** The user id of a valid, unexpired challenge, else 401. */
export async function readTwoFactorChallenge(key: Uint8Array, challenge: string): Promise<string> {
  const payload = await jwtVerify(challenge, key, { issuer: ISSUER, algorithms: ['HS256'] })
    .then((r) => r.payload)
    .catch(() => null);
  if (!payload?.sub || payload.purpose !== PURPOSE)
    throw new AppError('UNAUTHORIZED', 'This sign-in has expired. Please sign in again.', 401);
  return payload.sub;
}
