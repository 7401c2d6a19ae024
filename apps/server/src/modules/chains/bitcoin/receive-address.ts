import { HDKey } from '@scure/bip32';
import { p2wpkh } from '@scure/btc-signer';
import { BITCOIN_ACCOUNT_KEY_VERSIONS, bitcoinAccountKeyKind, type BitcoinNetwork } from '@paylink/shared';
import type { BitcoinConfig } from '../../../config/app-config';
import { SIGNER_NETWORKS } from './bitcoin-networks';

/**
 * The BIP84 (native segwit, P2WPKH) receive address m/0/`index` below a watch-only account key. A zpub or vpub is
 * read with its own version bytes (the key material is the same as the xpub's or tpub's).
 */
export function receiveAddress(accountKey: string, index: number, network: BitcoinNetwork): string {
  const kind = bitcoinAccountKeyKind(accountKey);
  if (!kind) throw new Error('not a Bitcoin account key');
  const { public: pub, private: priv } = BITCOIN_ACCOUNT_KEY_VERSIONS[kind];
  const child = HDKey.fromExtendedKey(accountKey, { public: pub, private: priv }).deriveChild(0).deriveChild(index);
  const address = p2wpkh(child.publicKey!, SIGNER_NETWORKS[network]).address;
  if (!address) throw new Error('could not encode the receive address');
  return address;
}

/** The account key's first receive address (m/0/0) on this server's chain: what the merchant compares with their wallet. */
export function firstReceiveAddress(bitcoin: BitcoinConfig | null, accountKey: string): string {
  return receiveAddress(accountKey, 0, bitcoin?.network ?? 'mainnet');
}
