import { EVM_NETWORKS } from '@paylink/shared';
import { chainAdapters } from '../modules/chains/chain-adapters';
import { watchNetwork } from '../modules/payments/watch-network';
import { unmatchedInbox } from '../modules/unmatched-transfers/list-unmatched-transfer';
import type { Job } from './job';

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
          const report = await watchNetwork(deps.db, adapter, {
            inbox: unmatchedInbox,
            lateWindowMs: deps.config.latePaymentWindowMs,
            pricing: { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs },
            now: opts.now,
            onChange: (id) => deps.notifier.notify(id),
            onUnmatched: (id) => deps.notifier.notify(id),
          });
          if (report.changed.length > 0) deps.log.info({ network, changed: report.changed }, 'payments updated from chain');
          if (report.unmatched > 0) deps.log.info({ network, unmatched: report.unmatched }, 'transfers matching no link listed for their merchants');
          more ||= report.more;
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
