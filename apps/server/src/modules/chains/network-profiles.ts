import type { NetworkProfile } from '@paylink/shared';
import { networkRails, type OfferedNetworks } from './payment-requests';

/** What each offered network shows (GET /api/networks and the web's client config), as its rail answers it. */
export function networkProfiles(config: OfferedNetworks): NetworkProfile[] {
  return [...networkRails(config).values()].map((rail) => rail.profile);
}
