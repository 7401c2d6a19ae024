import type { EvmNetwork } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/client';

import { AppError } from '../../lib/app-error';
import type { AdapterParts } from './adapter-parts';
import type { ChainAdapter, Rail } from './chain-adapter';
import type { ChainClients } from './chain-clients';
import { bitcoinRail } from './bitcoin/bitcoin-rail';
import { evmRail } from './evm/evm-rail';
import { solanaRail } from './solana/solana-rail';
import { bitcoinAdapter } from './bitcoin/bitcoin-adapter';
import type { EsploraClient } from './bitcoin/esplora-client';
import { evmAdapter } from './evm/evm-adapter';
import type { EvmClients } from './evm/evm-clients';
import { solanaAdapter } from './solana/solana-adapter';
import { countBacklog, countQuarantined } from './solana/solana-backlog';
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
  /** Families that keep transactions to read again in a table (Solana's backlog): how many wait, how many are quarantined. */
  backlog?(db: Db): Promise<WatcherBacklog>;
}

/** Transactions the watcher still has to read (`waiting`), and of them those whose recording threw (`quarantined`). */
export interface WatcherBacklog {
  waiting: number;
  quarantined: number;
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
    backlog: async (db) => ({ waiting: await countBacklog(db), quarantined: await countQuarantined(db) }),
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

/** The watcher's backlog over every family that keeps one (the metrics gauges and GET /api/health report it). */
export async function watcherBacklog(db: Db): Promise<WatcherBacklog> {
  const counts = await Promise.all(NETWORK_FAMILIES.map((family) => family.backlog?.(db)));
  return counts.reduce<WatcherBacklog>(
    (sum, c) => ({ waiting: sum.waiting + (c?.waiting ?? 0), quarantined: sum.quarantined + (c?.quarantined ?? 0) }),
    { waiting: 0, quarantined: 0 },
  );
}

/** The adapter of `network`, or an error naming it when this server does not offer (or cannot reach) it. */
export function chainAdapter(adapters: ReadonlyMap<string, ChainAdapter>, network: string): ChainAdapter {
  const adapter = adapters.get(network);
  if (!adapter) throw new Error(`${network} is not offered on this server`);
  return adapter;
}

/** A server's chain clients and the settings they are read with (what deps holds). */
type ServerChains = Pick<ChainClients, 'solanaRpc' | 'evm' | 'bitcoin'> & { config: Pick<AppConfig, 'solana' | 'evm'> };

/** The connections over a server's chain clients (its deps); `evm`: the EVM clients to read through (default: all). */
export function clientConnections(deps: ServerChains, evm: EvmClients = deps.evm): ChainConnections {
  return {
    solanaRpc: deps.solanaRpc,
    commitment: deps.config.solana.commitment,
    wsUrl: deps.config.solana.wsUrl,
    evm,
    evmConfig: deps.config.evm,
    bitcoin: deps.bitcoin,
  };
}

/**
 * The `part` of `network`'s adapter over the server's chain clients (x402 and transaction requests ask for theirs);
 * a 400 saying so when the network is not offered here or its rail has no such part.
 */
export function adapterPart<K extends keyof AdapterParts>(
  deps: ServerChains,
  network: string,
  part: K,
): NonNullable<AdapterParts[K]> {
  const found = chainAdapters(clientConnections(deps)).get(network)?.[part];
  if (!found) throw new AppError('BAD_REQUEST', `${network} does not offer ${part} on this server.`, 400);
  return found as NonNullable<AdapterParts[K]>;
}
