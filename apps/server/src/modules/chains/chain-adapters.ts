import type { EvmNetwork } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';

import type { ChainAdapter, Rail } from './chain-adapter';
import { bitcoinRail } from './bitcoin/bitcoin-rail';
import { evmRail } from './evm/evm-rail';
import { solanaRail } from './solana/solana-rail';
import { bitcoinAdapter } from './bitcoin/bitcoin-adapter';
import type { EsploraClient } from './bitcoin/esplora-client';
import { evmAdapter } from './evm/evm-adapter';
import type { EvmClients } from './evm/evm-clients';
import { solanaAdapter } from './solana/solana-adapter';
import type { SolanaRpc } from './solana/solana-rpc';

/** The settings that say which networks a server offers, and how. */
export type OfferedNetworks = Pick<AppConfig, 'evm' | 'bitcoin' | 'usdcMint' | 'offline' | 'solana'>;

export interface ChainConnections {
  solanaRpc: SolanaRpc;
  commitment: 'confirmed' | 'finalized';
  /** Solana's PubSub WebSocket, for the watcher's wake-ups (none: polling alone). */
  wsUrl?: string;
  /** The EVM networks' clients (only verified ones are watched, see evm-chain-guard.ts) and their settings. */
  evm: EvmClients;
  evmConfig: AppConfig['evm'];
  /** Bitcoin's Esplora client and settings, when offered. */
  bitcoin?: { esplora: EsploraClient; config: NonNullable<AppConfig['bitcoin']> } | null;
  /** Solana's reference sweep size per full round, and parallel RPC requests at most. */
  referenceSweepSize?: number;
  concurrency?: number;
}

/**
 * A family of networks (one folder under chains): its rails from config alone (payment requests, profiles, tokens)
 * and its adapters once connected (observation, finality, refunds). An adapter extends its network's rail.
 */
interface NetworkFamily {
  rails(config: OfferedNetworks): [string, Rail][];
  adapters(c: ChainConnections): [string, ChainAdapter][];
}

/**
 * The one registry. A new family is an entry here (and its folder); a new EVM network is a row of
 * packages/shared's evm-network-rows, which config, rails and adapters all read.
 */
const NETWORK_FAMILIES: readonly NetworkFamily[] = [
  {
    rails: (config) => [['solana', solanaRail(config)]],
    adapters: (c) => [
      [
        'solana',
        solanaAdapter({
          rpc: c.solanaRpc,
          commitment: c.commitment,
          referenceSweepSize: c.referenceSweepSize ?? 5,
          concurrency: c.concurrency ?? 8,
          wsUrl: c.wsUrl,
        }),
      ],
    ],
  },
  {
    rails: (config) =>
      Object.entries(config.evm).map(([network, net]) => [network, evmRail(network, net, config.offline)]),
    adapters: (c) =>
      Object.entries(c.evmConfig).flatMap(([network, net]): [string, ChainAdapter][] => {
        const client = (c.evm as Record<string, EvmClients[EvmNetwork]>)[network];
        return client ? [[network, evmAdapter(network, client, net)]] : [];
      }),
  },
  {
    rails: (config) => (config.bitcoin ? [['bitcoin', bitcoinRail(config.bitcoin, config.offline)]] : []),
    adapters: (c) => (c.bitcoin ? [['bitcoin', bitcoinAdapter(c.bitcoin.esplora, c.bitcoin.config)]] : []),
  },
];

/** The rails of the offered networks, from config alone (no chain connection), keyed by network. */
export function networkRails(config: OfferedNetworks): Map<string, Rail> {
  return new Map(NETWORK_FAMILIES.flatMap((family) => family.rails(config)));
}

/** One adapter per offered and connected network, keyed by network; payments and refunds only see the interface. */
export function chainAdapters(c: ChainConnections): Map<string, ChainAdapter> {
  return new Map(NETWORK_FAMILIES.flatMap((family) => family.adapters(c)));
}

/** The adapter of `network`, or an error naming it when this server does not offer (or cannot reach) it. */
export function chainAdapter(adapters: ReadonlyMap<string, ChainAdapter>, network: string): ChainAdapter {
  const adapter = adapters.get(network);
  if (!adapter) throw new Error(`${network} is not offered on this server`);
  return adapter;
}
