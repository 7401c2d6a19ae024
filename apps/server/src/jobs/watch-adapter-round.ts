import type { Deps } from '../deps';
import type { ChainAdapter } from '../modules/chains/chain-adapter';
import { watchNetwork, type TickReport } from '../modules/payments/lifecycle/watch-network';
import { unmatchedInbox } from '../modules/unmatched-transfers/list-unmatched-transfer';
import { x402AwareInbox } from '../modules/x402/x402-aware-inbox';
import { sharedAddressNetworks } from '../modules/chains/shared-address-networks';
import type { MisdirectedScope } from '../modules/payments/misdirected/misdirected-scope';
import { offeredAdapters } from './watched-adapters';

/** Which links a round reads: all it watches, only those paid to woken wallets, or only those past their expiry. */
export interface RoundScope {
  onlyRecipients?: readonly string[];
  onlyExpiring?: boolean;
  now?: () => Date;
}

/**
 * One round of the watcher on one network: its adapter's transfers recorded against links (or listed in a merchant's
 * inbox), every change and listing announced on the live feeds, and logged: changes, quarantined transactions (error
 * level: an operator should look), reads to retry.
 */
export async function watchAdapterRound(
  deps: Deps,
  job: string,
  adapter: ChainAdapter,
  scope: RoundScope = {},
): Promise<TickReport> {
  const report = await watchNetwork(deps.db, adapter, {
    ...scope,
    inbox: x402AwareInbox(unmatchedInbox),
    lateWindowMs: deps.config.latePaymentWindowMs,
    pricing: { prices: deps.prices, quoteTtlMs: deps.config.pricing.quoteTtlMs },
    onChange(id) {
      deps.log.debug({ job, paymentId: id }, 'payment change committed; notifying');
      deps.notifier.notify(id);
    },
    onUnmatched: (id) => deps.notifier.notify(id),
    misdirected: misdirectedScope(deps, adapter.network),
  });
  const network = adapter.network;
  if (report.changed.length > 0)
    deps.log.info({ job, network, changed: report.changed }, 'payments updated from chain');
  if (report.unmatched > 0)
    deps.log.info(
      { job, network, unmatched: report.unmatched },
      'transfers matching no link listed for their merchants',
    );
  for (const q of report.quarantined) {
    deps.log.error(
      { job, network, txId: q.txId, error: q.error },
      'payment watcher quarantined a transaction it could not record; retrying with backoff',
    );
  }
  if (report.failedAddresses + report.failedLoads > 0) {
    deps.log.warn(
      { job, network, failedAddresses: report.failedAddresses, failedLoads: report.failedLoads },
      'payment watcher will retry some reads',
    );
  }
  return report;
}

/** The networks sharing this one's addresses, for payments sent on the wrong one; undefined when it shares them with none. */
export function misdirectedScope(deps: Deps, network: string): MisdirectedScope | undefined {
  const networks = sharedAddressNetworks(deps.config, network);
  if (networks.size === 0) return undefined;
  return {
    networks,
    async hasCode(on, address) {
      return (await offeredAdapters(deps).get(on)?.hasCode?.(address)) ?? false;
    },
  };
}
