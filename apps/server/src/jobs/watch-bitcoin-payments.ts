import { chainAdapters } from '../modules/chains/chain-adapters';
import { watchNetwork } from '../modules/payments/watch-network';
import { unmatchedInbox } from '../modules/unmatched-transfers/list-unmatched-transfer';
import type { Job } from './job';

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
      const report = await watchNetwork(deps.db, adapter, {
        inbox: unmatchedInbox,
        lateWindowMs: deps.config.latePaymentWindowMs,
        pricing: { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs },
        now: opts.now,
        onChange: (id) => deps.notifier.notify(id),
        onUnmatched: (id) => deps.notifier.notify(id),
      });
      if (report.changed.length > 0) deps.log.info({ network: 'bitcoin', changed: report.changed }, 'payments updated from chain');
      if (report.unmatched > 0) deps.log.info({ network: 'bitcoin', unmatched: report.unmatched }, 'transfers matching no link listed for their merchants');
      return { more: false };
    },
  };
}
