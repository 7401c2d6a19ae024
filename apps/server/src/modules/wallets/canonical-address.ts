import { isBitcoinAddress, isEthereumAddress } from '@paylink/shared';

/**
 * The form an address is claimed and compared in: EVM addresses lower-case (checksums vary), Bitcoin bech32 ones
 * lower-case (case-insensitive, usually written lower, QR codes upper), Solana and base58 Bitcoin exact.
 */
export function canonicalAddress(address: string): string {
  if (isEthereumAddress(address)) return address.toLowerCase();
  return /^(bc|tb|bcrt)1/i.test(address) && isBitcoinAddress(address) ? address.toLowerCase() : address;
}
