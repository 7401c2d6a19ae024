import { createHmac } from 'node:crypto';

/**
 * An authenticator app, written here apart from the server's code: RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32
 * secret, `windowOffset` steps from now (the server accepts one step either side, and each step once).
 */
export function authenticatorCode(secret: string, windowOffset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + windowOffset));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
