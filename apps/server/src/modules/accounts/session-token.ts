import { SignJWT, decodeJwt, jwtVerify } from 'jose';

const ISSUER = 'paylink';

export interface SessionClaims {
  userId: string;
  /** The raw session id; the sessions table keeps only its hash. */
  sessionId: string;
}

export async function signSessionToken(key: Uint8Array, claims: SessionClaims, ttl: string): Promise<{ token: string; expiresAt: Date }> {
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(key);
  return { token, expiresAt: new Date(decodeJwt(token).exp! * 1000) };
}

/** The claims of a validly signed, unexpired session token, else null. Whether the session still exists is checked by the caller. */
export async function readSessionToken(key: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    if (!payload.sub || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
