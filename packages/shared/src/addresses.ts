import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { base58Decode } from './base58';

/** A Solana address is the base58 form of a 32-byte public key (32 to 44 characters). */
export function isSolanaAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false;
  return base58Decode(value)?.length === 32;
}

/** The Bitcoin chains a server may watch (BITCOIN_NETWORK). testnet4 and signet share their address formats. */
export const BITCOIN_NETWORKS = ['mainnet', 'testnet4', 'signet', 'regtest'] as const;
export type BitcoinNetwork = (typeof BITCOIN_NETWORKS)[number];

const TEST_CHAINS: readonly BitcoinNetwork[] = ['testnet4', 'signet'];
/** bech32 human-readable part → the chains whose segwit addresses use it. */
const SEGWIT_HRP: Record<string, readonly BitcoinNetwork[]> = { bc: ['mainnet'], tb: TEST_CHAINS, bcrt: ['regtest'] };
/** base58check version byte → chains: P2PKH/P2SH on mainnet (1/3), and on every test chain (m, n / 2). */
const BASE58_VERSION: Record<number, readonly BitcoinNetwork[]> = {
  0x00: ['mainnet'],
  0x05: ['mainnet'],
  0x6f: [...TEST_CHAINS, 'regtest'],
  0xc4: [...TEST_CHAINS, 'regtest'],
};
const base58check = createBase58check(sha256);

/** BIP173/BIP350: witness v0 in bech32 with a 20- or 32-byte program, v1 to v16 in bech32m with 2 to 40 bytes. */
function segwitChains(value: string): readonly BitcoinNetwork[] {
  const v0 = bech32.decodeUnsafe(value, 90);
  const v1 = v0 ? undefined : bech32m.decodeUnsafe(value, 90);
  const decoded = v0 ?? v1;
  if (!decoded || decoded.words.length === 0) return [];
  const chains = SEGWIT_HRP[decoded.prefix];
  const version = decoded.words[0]!;
  if (!chains || version > 16 || (version === 0) !== Boolean(v0)) return [];
  const program = bech32.fromWordsUnsafe(decoded.words.slice(1));
  if (
    !program ||
    program.length < 2 ||
    program.length > 40 ||
    (version === 0 && program.length !== 20 && program.length !== 32)
  )
    return [];
  return chains;
}

function base58Chains(value: string): readonly BitcoinNetwork[] {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(value)) return [];
  try {
    const payload = base58check.decode(value);
    return payload.length === 21 ? (BASE58_VERSION[payload[0]!] ?? []) : [];
  } catch {
    return [];
  }
}

/** The chains a Bitcoin address belongs to, its checksum verified (empty: not a Bitcoin address). */
export function bitcoinAddressChains(value: string): readonly BitcoinNetwork[] {
  return /^(bc|tb|bcrt)1/i.test(value) ? segwitChains(value) : base58Chains(value);
}

/** A valid address of any Bitcoin chain (the server checks it against its chain: see isBitcoinAddressOn). */
export function isBitcoinAddress(value: string): boolean {
  return bitcoinAddressChains(value).length > 0;
}

/** A valid address of `network`. */
export function isBitcoinAddressOn(value: string, network: BitcoinNetwork): boolean {
  return bitcoinAddressChains(value).includes(network);
}

/** What a merchant may save as their Bitcoin address: a mainnet one (the spec's formats), or one of the server's chain. */
export function isSavableBitcoinAddress(value: string, network: BitcoinNetwork | null): boolean {
  return isBitcoinAddressOn(value, 'mainnet') || (network !== null && isBitcoinAddressOn(value, network));
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
