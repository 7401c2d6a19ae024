import { isBitcoinAddress, isEthereumAddress, isSolanaAddress } from './addresses';
import { MSG } from './messages';
import { isEvmNetwork } from './tokens';

/**
 * The spec's message when `address` is not an address of `network`'s kind, else null: a Solana address, an EVM one
 * (its EIP-55 checksum is the server's), or a Bitcoin one of any chain (the server says which chain it expects).
 */
export function recipientAddressIssue(network: string, address: string): string | null {
  if (network === 'bitcoin') return isBitcoinAddress(address) ? null : MSG.invalidBitcoin;
  if (isEvmNetwork(network)) return isEthereumAddress(address) ? null : MSG.invalidEthereum;
  return isSolanaAddress(address) ? null : MSG.invalidSolana;
}
