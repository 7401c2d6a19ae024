import { EVM_NETWORKS } from '@paylink/shared';
import type { ChainAdapter } from './chain-adapter';

/**
 * How each network's transfers name their link, known without a connection to it: Solana by the reference a
 * transaction carries (the transaction counts as a whole), EVM networks by the exact unique amount (each transfer
 * of a transaction on its own). Each adapter declares its own from here.
 */
export function networkMatching(network: string): ChainAdapter['matchBy'] {
  return (EVM_NETWORKS as readonly string[]).includes(network) ? 'amount' : 'reference';
}
