import { EVM_NETWORKS } from '@paylink/shared';
import { chainAdapters } from '../modules/chains/chain-adapters';
import type { Job } from './job';
import { watchAdapterRound } from './watch-adapter-round';

/**
 * Watches Ethereum and Base (each offered network on its own: one failing RPC never holds up the other) for
 * confirmed transfers to watched wallets; reports more work while a network is behind its confirmed head. Only
 * networks whose node answered with the configured chain id are watched (evm-chain-guard.ts).
 */
export function watchEvmPaymentsJob(opts: { now?: () => Date } = {}): Job {
  return {
    id: 'watch-evm-payments',
    async handler(deps) {
      let more = false;
      const failures: unknown[] = [];
      // A network whose node is on another chain is never watched; one whose node did not answer yet is a failure.
      const clients = await deps.evmChains.verifiedClients();
      const checks = deps.evmChains.checks();
      const adapters = chainAdapters({ rpc: deps.rpc, commitment: deps.config.solana.commitment, evm: clients, evmConfig: deps.config.evm });
      for (const network of EVM_NETWORKS) {
        const net = deps.config.evm[network];
        const adapter = adapters.get(network);
        const check = checks[network];
        if (net && check?.status === 'unchecked') failures.push(new Error(`the ${network} RPC node did not answer eth_chainId`));
        if (!net || !adapter) continue;
        try {
          more ||= await watchAdapterRound(deps, network, adapter, opts);
        } catch (err) {
          failures.push(err);
          deps.log.warn({ err, network }, 'EVM watcher tick failed on this network');
        }
      }
      // Every network failed: let the job loop back off.
      if (failures.length > 0 && failures.length === Object.keys(deps.config.evm).length) throw failures[0];
      return { more };
    },
  };
}
