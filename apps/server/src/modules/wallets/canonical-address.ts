import { isEthereumAddress } from '@paylink/shared';

/** The form an address is claimed and compared in: EVM addresses lower-case (checksums vary), Solana base58 exact. */
export function canonicalAddress(address: string): string {
  return isEthereumAddress(address) ? address.toLowerCase() : address;
}
