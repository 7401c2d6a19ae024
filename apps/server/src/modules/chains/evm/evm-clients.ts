import type { EvmNetwork } from '@paylink/shared';
import { createPublicClient, http, type PublicClient } from 'viem';
import type { AppConfig } from '../../../config/app-config';

export type EvmClients = Partial<Record<EvmNetwork, PublicClient>>;

/** One viem JSON-RPC client per offered EVM network (retries are the watcher's business, not the transport's). */
export function evmClients(config: AppConfig): EvmClients {
  return Object.fromEntries(
    Object.entries(config.evm).map(([network, net]) => [
      network,
      createPublicClient({ transport: http(net.rpcUrl, { retryCount: 0, timeout: 15_000 }) }),
    ]),
  );
}
