import {
  pendingSponsored,
  SETTLE_BATCH,
  settleSponsoredTransactions,
} from '../modules/transaction-requests/settle-sponsored-transactions';
import type { Job } from './job';

/**
 * Settles the fee sponsor's pending transactions from the chain (see settleSponsoredTransactions): a transaction
 * request's that landed is charged to the merchant's sponsor budget with the fee the chain reports, one that failed
 * blocks its paying account, one never sent expires for free.
 */
export function settleSponsoredTransactionsJob(): Job {
  return {
    id: 'settle-sponsored-transactions',
    async handler(deps) {
      const pending = await pendingSponsored(deps.db, { limit: SETTLE_BATCH });
      const blocked = await settleSponsoredTransactions(deps, pending, new Date());
      if (blocked.length > 0)
        deps.log.warn(
          { accounts: blocked },
          'a sponsored transaction failed on chain: its paying account is no longer sponsored',
        );
      return { more: false };
    },
  };
}
