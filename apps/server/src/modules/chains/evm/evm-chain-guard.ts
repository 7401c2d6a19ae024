import type { EvmNetwork } from '@paylink/shared';
import type { AppConfig } from '../../../config/app-config';
import type { EvmClients } from './evm-clients';

/**
 * What the node behind a network's RPC URL said its chain is (eth_chainId), as readiness reports it publicly: never
 * the node's error, which may carry the provider URL and its key (it goes to the log).
 */
export type EvmChainCheck =
  | { status: 'verified'; chainId: number }
  | { status: 'mismatch'; expected: number; chainId: number }
  | { status: 'unchecked'; expected: number };

export interface EvmChainGuard {
  /**
   * The clients of the networks whose node answered eth_chainId with the configured chain id. A network not
   * checked yet (its node did not answer) is asked again; a mismatch is final until the configuration changes
   * (a restart).
   */
  verifiedClients(): Promise<EvmClients>;
  checks(): Partial<Record<EvmNetwork, EvmChainCheck>>;
}

/**
 * Refuses to watch a network whose RPC URL points at another chain (a testnet, a fork, a typo): its transfers
 * would complete links and refunds with money that does not exist on the chain the customer and merchant use.
 */
export function evmChainGuard(
  networks: AppConfig['evm'],
  clients: EvmClients,
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): EvmChainGuard {
  const checks: Partial<Record<EvmNetwork, EvmChainCheck>> = Object.fromEntries(
    Object.entries(networks).map(([network, net]) => [network, { status: 'unchecked', expected: net.chainId }]),
  );
  const asking = new Map<EvmNetwork, Promise<void>>();

  async function check(network: EvmNetwork, expected: number, client: NonNullable<EvmClients[EvmNetwork]>) {
    try {
      const chainId = await client.getChainId();
      checks[network] =
        chainId === expected ? { status: 'verified', chainId } : { status: 'mismatch', expected, chainId };
      if (chainId !== expected) {
        log.error(
          { network, expected, chainId },
          `the ${network} RPC node is on chain ${chainId}, not ${expected}: ${network} is not watched`,
        );
      }
    } catch (err) {
      checks[network] = { status: 'unchecked', expected };
      log.warn(
        { err, network },
        `the ${network} RPC node did not answer eth_chainId: ${network} is not watched until it does`,
      );
    }
  }

  return {
    async verifiedClients() {
      const verified: EvmClients = {};
      const entries = Object.entries(networks) as [EvmNetwork, NonNullable<AppConfig['evm'][EvmNetwork]>][];
      await Promise.all(
        entries.map(async ([network, net]) => {
          const client = clients[network];
          if (!client) return;
          if (checks[network]?.status === 'unchecked') {
            let pending = asking.get(network);
            if (!pending) {
              pending = check(network, net.chainId, client).finally(() => asking.delete(network));
              asking.set(network, pending);
            }
            await pending;
          }
          if (checks[network]?.status === 'verified') verified[network] = client;
        }),
      );
      return verified;
    },
    checks: () => ({ ...checks }),
  };
}
