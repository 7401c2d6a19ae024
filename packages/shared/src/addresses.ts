import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58Decode } from './base58';

/** A Solana address is the base58 form of a 32-byte public key (32 to 44 characters). */
export function isSolanaAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false;
  return base58Decode(value)?.length === 32;
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function bech32Polymod(values: number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    BECH32_GENERATORS.forEach((g, i) => {
      if ((top >>> i) & 1) chk ^= g;
    });
  }
  return chk >>> 0;
}

/** bc1 addresses: bech32 (witness v0, constant 1) or bech32m (v1+, constant 0x2bc830a3), checksum verified. */
function isBech32Bitcoin(value: string): boolean {
  const lower = value.toLowerCase();
  if (value !== lower && value !== value.toUpperCase()) return false;
  if (!/^bc1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{8,87}$/.test(lower) || lower.length > 90) return false;
  const data = [...lower.slice(3)].map((c) => BECH32_CHARSET.indexOf(c));
  const hrpExpanded = [...'bc'].map((c) => c.charCodeAt(0) >> 5).concat([0], [...'bc'].map((c) => c.charCodeAt(0) & 31));
  const check = bech32Polymod([...hrpExpanded, ...data]);
  const version = data[0];
  return version === 0 ? check === 1 : check === 0x2bc830a3;
}

/** Legacy (P2PKH "1...", P2SH "3...") base58 addresses of 26-35 characters, or bech32 "bc1...". */
export function isBitcoinAddress(value: string): boolean {
  if (/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(value)) return base58Decode(value)?.length === 25;
  return isBech32Bitcoin(value);
}

/** EIP-55: the address with each hex letter upper-cased where the keccak-256 of the lower-case hex has a nibble ≥ 8. */
export function toChecksumAddress(value: string): string {
  const hex = value.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  const nibble = (i: number) => (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
  return `0x${[...hex].map((c, i) => (nibble(i) >= 8 ? c.toUpperCase() : c)).join('')}`;
}

/**
 * 0x and 40 hex digits. Mixed case is an EIP-55 checksum and must match (a mistyped character is caught); all lower
 * or all upper case carries no checksum and is accepted.
 */
export function isEthereumAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  const body = value.slice(2);
  return body === body.toLowerCase() || body === body.toUpperCase() || toChecksumAddress(value) === value;
}
