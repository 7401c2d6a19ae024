import type { Deps } from '../deps';
import type { ChainAdapter } from '../modules/chains/chain-adapter';
import { watchNetwork } from '../modules/payments/lifecycle/watch-network';
import { unmatchedInbox } from '../modules/unmatched-transfers/list-unmatched-transfer';
import { x402AwareInbox } from '../modules/x402/x402-aware-inbox';

/**
 * One round of a network's watcher: its adapter's transfers recorded against links (or listed in a merchant's
 * inbox), every change and listing announced on the live feeds, and logged. Returns whether more work waits.
 */
export async function watchAdapterRound(deps: Deps, network: string, adapter: ChainAdapter, opts: { now?: () => Date }): Promise<boolean> {
  const report = await watchNetwork(deps.db, adapter, {
    inbox: x402AwareInbox(unmatchedInbox),
    lateWindowMs: deps.config.latePaymentWindowMs,
    pricing: { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs },
    now: opts.now,
    onChange: (id) => deps.notifier.notify(id),
    onUnmatched: (id) => deps.notifier.notify(id),
  });
  if (report.changed.length > 0) deps.log.info({ network, changed: report.changed }, 'payments updated from chain');
  if (report.unmatched > 0) deps.log.info({ network, unmatched: report.unmatched }, 'transfers matching no link listed for their merchants');
  return report.more;
}
