import { createHash, randomBytes } from 'node:crypto';

/** Random secrets are stored only as SHA-256 hashes: they have 256 bits of entropy, so a slow hash adds nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
