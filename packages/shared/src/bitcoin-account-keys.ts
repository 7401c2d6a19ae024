import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import type { BitcoinNetwork } from './addresses';

/**
 * Watch-only BIP32 account keys a merchant may save (`btcXpub`): their public version bytes, and the chains they
 * serve. Each means BIP84 native segwit, receive chain m/0/i below the account key (xpub/tpub as zpub/vpub).
 */
export const BITCOIN_ACCOUNT_KEY_VERSIONS = {
  xpub: { public: 0x0488b21e, private: 0x0488ade4, mainnet: true },
  zpub: { public: 0x04b24746, private: 0x04b2430c, mainnet: true },
  tpub: { public: 0x043587cf, private: 0x04358394, mainnet: false },
  vpub: { public: 0x045f1cf6, private: 0x045f18bc, mainnet: false },
} as const;
export type BitcoinAccountKeyKind = keyof typeof BITCOIN_ACCOUNT_KEY_VERSIONS;

const base58check = createBase58check(sha256);

/** The kind of a well-formed account key (checksum, 78-byte payload, version matching its prefix), else null. */
export function bitcoinAccountKeyKind(value: string): BitcoinAccountKeyKind | null {
  const kind = value.slice(0, 4) as BitcoinAccountKeyKind;
  const versions = BITCOIN_ACCOUNT_KEY_VERSIONS[kind];
  if (!versions || !/^[1-9A-HJ-NP-Za-km-z]{100,112}$/.test(value)) return null;
  try {
    const payload = base58check.decode(value);
    const version = new DataView(payload.buffer, payload.byteOffset).getUint32(0);
    return payload.length === 78 && version === versions.public ? kind : null;
  } catch {
    return null;
  }
}

/** Whether an account key serves `network`: xpub/zpub mainnet, tpub/vpub every test chain. */
export function isBitcoinAccountKeyFor(value: string, network: BitcoinNetwork): boolean {
  const kind = bitcoinAccountKeyKind(value);
  return kind !== null && BITCOIN_ACCOUNT_KEY_VERSIONS[kind].mainnet === (network === 'mainnet');
}
