import type { EvmNetwork } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import type { ChainAdapter } from './chain-adapter';
import { bitcoinAdapter } from './bitcoin/bitcoin-adapter';
import type { EsploraClient } from './bitcoin/esplora-client';
import { evmAdapter } from './evm/evm-adapter';
import type { EvmClients } from './evm/evm-clients';
import { solanaAdapter } from './solana/solana-adapter';
import type { SolanaRpc } from './solana/solana-rpc';

export interface ChainConnections {
  rpc: SolanaRpc;
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
 * The registry: one adapter per offered network, keyed by network. Adding a network is a folder under chains and
 * a line here; payments and refunds only ever see the ChainAdapter interface.
 */
export function chainAdapters(c: ChainConnections): Map<string, ChainAdapter> {
  const adapters = new Map<string, ChainAdapter>();
  adapters.set('solana', solanaAdapter({ rpc: c.rpc, commitment: c.commitment, referenceSweepSize: c.referenceSweepSize ?? 5, concurrency: c.concurrency ?? 8, wsUrl: c.wsUrl }));
  for (const [network, net] of Object.entries(c.evmConfig)) {
    const client = (c.evm as Record<string, EvmClients[EvmNetwork]>)[network];
    if (client) adapters.set(network, evmAdapter(network, client, net));
  }
  if (c.bitcoin) adapters.set('bitcoin', bitcoinAdapter(c.bitcoin.esplora, c.bitcoin.config));
  return adapters;
}

/** The adapter of `network`, or an error naming it when this server does not offer (or cannot reach) it. */
export function chainAdapter(adapters: ReadonlyMap<string, ChainAdapter>, network: string): ChainAdapter {
  const adapter = adapters.get(network);
  if (!adapter) throw new Error(`${network} is not offered on this server`);
  return adapter;
}
