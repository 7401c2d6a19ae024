import type { NetworkProfile } from '@paylink/shared';
import { networkRails, type OfferedNetworks } from './payment-requests';

/** What each offered network shows (GET /api/networks and the web's client config), as its rail answers it. */
export function networkProfiles(config: OfferedNetworks): NetworkProfile[] {
  return [...networkRails(config).values()].map((rail) => rail.profile);
}

/** Each offered network's display name ("Arbitrum"), as its rail names it; the id itself for one not offered. */
export function networkNames(config: OfferedNetworks): (network: string) => string {
  const rails = networkRails(config);
  return (network) => rails.get(network)?.profile.name ?? network;
}
