import { chainAdapters } from '../modules/chains/chain-adapters';
import type { Job } from './job';
import { watchAdapterRound } from './watch-adapter-round';

/**
 * Watches Bitcoin through its Esplora API: payments seen (mempool, or shallower than BITCOIN_CONFIRMATIONS) are
 * shown as seen, payments at the depth count. Only wired when Bitcoin is offered.
 */
export function watchBitcoinPaymentsJob(opts: { now?: () => Date } = {}): Job {
  return {
    id: 'watch-bitcoin-payments',
    async handler(deps) {
      const adapter = chainAdapters({ rpc: deps.rpc, commitment: deps.config.solana.commitment, evm: {}, evmConfig: {}, bitcoin: deps.bitcoin }).get('bitcoin');
      if (!adapter) return { more: false };
      await watchAdapterRound(deps, 'bitcoin', adapter, opts);
      return { more: false };
    },
  };
}
