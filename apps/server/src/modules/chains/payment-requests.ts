import type { AppConfig } from '../../config/app-config';
import { AppError } from '../../lib/app-error';
import type { Rail } from './chain-adapter';
import { bitcoinRail } from './bitcoin/bitcoin-rail';
import { evmRail } from './evm/evm-rail';
import { solanaRail } from './solana/solana-rail';

/** The settings that say which networks a server offers, and how. */
export type OfferedNetworks = Pick<AppConfig, 'evm' | 'bitcoin' | 'usdcMint' | 'offline' | 'solana'>;

/**
 * The rails of the offered networks, from config alone (no chain connection): Solana, each configured EVM network
 * with its chain id, and Bitcoin when offered. Each network's adapter (chain-adapters.ts) exposes the same builder.
 */
export function paymentRequestBuilders(config: OfferedNetworks): Map<string, Rail> {
  const rails = new Map<string, Rail>([['solana', solanaRail(config)]]);
  for (const [network, net] of Object.entries(config.evm)) rails.set(network, evmRail(network, net, config.offline));
  if (config.bitcoin) rails.set('bitcoin', bitcoinRail(config.bitcoin, config.offline));
  return rails;
}

/** The rail of `network`, or a 400 when this server does not offer it. */
export function paymentRequestBuilder(config: OfferedNetworks, network: string): Rail {
  const rail = paymentRequestBuilders(config).get(network);
  if (!rail) throw new AppError('UNSUPPORTED_NETWORK', `Network "${network}" is not supported`, 400);
  return rail;
}
