import { ADDRESS_FORMATS, addressFormatOf } from './network-profile';

/**
 * The spec's message when `address` is not an address of `network`'s kind, else null: a Solana address, an EVM one
 * (its EIP-55 checksum is the server's), or a Bitcoin one of any chain (the server says which chain it expects).
 */
export function recipientAddressIssue(network: string, address: string): string | null {
  const format = ADDRESS_FORMATS[addressFormatOf(network)];
  return format.isAddress(address) ? null : format.invalid;
}
