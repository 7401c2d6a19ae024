import { freePort, startEvmLocalnet, type EvmLocalnet } from '@paylink/localnet';
import { EVM_NETWORK_INFO, EVM_NETWORKS, type EvmNetwork } from '@paylink/shared';
import type { EvmLocalChains } from '../config/app-config';

/** The embedded Anvil chains of both EVM networks on free ports (optionally keeping state in dataDir). */
export async function startEvmChains(opts: { dataDir?: string; ports?: Partial<Record<EvmNetwork, number>> } = {}) {
  const chains = {} as Record<EvmNetwork, EvmLocalnet>;
  const local: EvmLocalChains = {};
  for (const network of EVM_NETWORKS) {
    const chain = await startEvmLocalnet({ port: opts.ports?.[network] ?? (await freePort()), chainId: EVM_NETWORK_INFO[network].chainId, dataDir: opts.dataDir && `${opts.dataDir}/${network}` });
    chains[network] = chain;
    local[network] = { rpcUrl: chain.rpcUrl, usdcAddress: chain.usdcAddress };
  }
  return {
    chains,
    local,
    ports: Object.fromEntries(EVM_NETWORKS.map((n) => [n, Number(new URL(chains[n].rpcUrl).port)])) as Record<EvmNetwork, number>,
    async close() {
      for (const chain of Object.values(chains)) await chain.close();
    },
  };
}
