import { AppError } from '../../lib/app-error';
import type { Rail } from './chain-adapter';
import { networkRails, type OfferedNetworks } from './chain-adapters';

// What payments, refunds and the routes ask of the registry before any chain is connected.
export { networkRails, type OfferedNetworks };

/** The rail of `network`, or a 400 when this server does not offer it. */
export function paymentRequestBuilder(config: OfferedNetworks, network: string): Rail {
  const rail = networkRails(config).get(network);
  if (!rail) throw new AppError('UNSUPPORTED_NETWORK', `Network "${network}" is not supported`, 400);
  return rail;
}
