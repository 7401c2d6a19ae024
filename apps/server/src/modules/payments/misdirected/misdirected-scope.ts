import type { TokenInfo } from '@paylink/shared';
import { canonicalAddress } from '../../wallets/canonical-address';

/**
 * The networks a watched network shares its addresses with (itself included): a payment for a link on one of them
 * may arrive on another, to the same wallet. Handed in by the watcher's job (from the rails), so payments never
 * asks which network is which.
 */
export interface MisdirectedScope {
  /** Each network's display name and listed tokens (their contracts: a token is matched by its contract, never its symbol). */
  networks: ReadonlyMap<string, { name: string; tokens: readonly TokenInfo[] }>;
  /** Whether `address` holds code on `network` (a Safe, a smart-contract wallet); false when it cannot be asked. */
  hasCode(network: string, address: string): Promise<boolean>;
}

/** The listed contract of `symbol` on `network`; null when the network does not list it. */
export function listedAsset(scope: MisdirectedScope, network: string, symbol: string): string | null {
  return scope.networks.get(network)?.tokens.find((t) => t.symbol === symbol)?.contract ?? null;
}

/** Whether `asset` is the listed contract of `symbol` on `network` (a look-alike under the symbol is not). */
export function isListedAsset(scope: MisdirectedScope, network: string, symbol: string, asset: string | null): boolean {
  const listed = listedAsset(scope, network, symbol);
  return listed !== null && asset !== null && canonicalAddress(listed) === canonicalAddress(asset);
}

/** A network's display name ("Arbitrum"), or its id when the scope does not know it. */
export const networkName = (scope: Pick<MisdirectedScope, 'networks'>, network: string): string =>
  scope.networks.get(network)?.name ?? network;
