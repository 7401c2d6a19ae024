import type { Db } from '../../db/client';
import { keepAppSecret } from '../app-secrets/keep-app-secret';
import { newSecretToken } from '../../lib/hash-token';

/**
 * The session signing key: JWT_SECRET when configured, otherwise a random secret generated once and kept
 * in the database, so every API process and every restart agree on it without any setup.
 */
export async function loadJwtKey(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const { value } = await keepAppSecret(db, 'jwt_secret', () => newSecretToken(48));
  return new TextEncoder().encode(value);
}
