import type { TokenInfo } from '@paylink/shared';
import { networkRails, type OfferedNetworks } from './chain-adapters';

/**
 * The offered networks where `network`'s addresses are the same wallets and links are named by their exact amount
 * (every EVM network: one key, one address on each), itself included, with their names and listed tokens: where a
 * payment for a link on one may arrive on another. Empty for a network that shares its addresses with none.
 */
export function sharedAddressNetworks(
  config: OfferedNetworks,
  network: string,
): Map<string, { name: string; tokens: readonly TokenInfo[] }> {
  const rails = networkRails(config);
  const own = rails.get(network);
  if (!own || own.matchBy !== 'amount') return new Map();
  const shared = [...rails].filter(
    ([, rail]) => rail.matchBy === 'amount' && rail.profile.addressFormat === own.profile.addressFormat,
  );
  return shared.length > 1
    ? new Map(shared.map(([n, rail]) => [n, { name: rail.profile.name, tokens: rail.tokens }]))
    : new Map();
}
