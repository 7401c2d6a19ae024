import { addressFormatOf, isBitcoinAddress, isSolanaAddress, type AddressFormat } from '@paylink/shared';

/**
 * How one address kind is compared on the list: EVM in lower case (EIP-55 only changes the letters' case), Solana's
 * base58 as written (its case is the key itself), Bitcoin's bech32 in lower case (BIP173 allows all upper case) and
 * its base58 as written. Bitcoin is tried first: an upper-case bech32 address may also read as 32 bytes of base58,
 * and only its checksum tells it apart.
 */
const KINDS: Record<AddressFormat, { fits(address: string): boolean; key(address: string): string }> = {
  bitcoin: { fits: isBitcoinAddress, key: (a) => (/^(bc|tb|bcrt)1/i.test(a) ? a.toLowerCase() : a) },
  evm: { fits: (a) => /^0x[0-9a-fA-F]{40}$/.test(a), key: (a) => a.toLowerCase() },
  solana: { fits: isSolanaAddress, key: (a) => a },
};

/** The list's key of an address given for `network`. */
export function screeningKey(network: string, address: string): { family: AddressFormat; address: string } {
  const family = addressFormatOf(network);
  return { family, address: KINDS[family].key(address.trim()) };
}

/**
 * The family and key of an address read from a list, told by its shape (no two kinds share one: a Solana key is 32
 * bytes of base58, a Bitcoin base58 address 25 with its checksum, bech32 its own checksum); null for another chain's (Tron, Monero, ...).
 */
export function listedKey(address: string): { family: AddressFormat; address: string } | null {
  const family = (Object.keys(KINDS) as AddressFormat[]).find((f) => KINDS[f].fits(address));
  return family ? { family, address: KINDS[family].key(address) } : null;
}
