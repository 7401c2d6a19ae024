import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'paylink';

export function signSessionToken(key: Uint8Array, userId: string, ttl: string): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuer(ISSUER).setIssuedAt().setExpirationTime(ttl).sign(key);
}

/** Returns the user id of a valid, unexpired session token, else null. */
export async function readSessionToken(key: Uint8Array, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
