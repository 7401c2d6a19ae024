import { webcrypto } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';

const ISSUER = 'paylink';

export interface SessionClaims {
  userId: string;
  /** The raw session id; the sessions table keeps only its hash. */
  sessionId: string;
}

export async function signSessionToken(
  key: Uint8Array,
  claims: SessionClaims,
  ttl: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(key);
  return { token, expiresAt: new Date(decodeJwt(token).exp! * 1000) };
}

/**
 * The signing key imported once for verification: jose imports a raw key on every call, which more than doubled the
 * cost of reading a token (every signed-in request reads one).
 */
const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verifyKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = verifyKeys.get(key);
  if (!imported)
    verifyKeys.set(
      key,
      (imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify'])),
    );
  return imported;
}

/** The claims of a validly signed, unexpired session token, else null. Whether the session still exists is checked by the caller. */
export async function readSessionToken(key: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyKey(key), { issuer: ISSUER, algorithms: ['HS256'] });
    if (!payload.sub || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
