import type { UnmatchedInbox } from '../payments/lifecycle/record-observed-transfer';
import { isX402InFlight } from './authorization-claims';

/**
 * The watchers' unmatched inbox, minus the transfers Paylink is settling over x402: between the receipt and the
 * recording of a settlement (or until the recovery job records it) the watcher may see its transfer first, and it
 * is the link's, not the merchant's to sort out. The claim, written before submission, names it.
 */
export function x402AwareInbox(inbox: UnmatchedInbox): UnmatchedInbox {
  return {
    isListed: inbox.isListed,
    async list(tx, t) {
      if (
        await isX402InFlight(tx, { network: t.network, txId: t.txId, from: t.payer, to: t.recipient, amount: t.amount })
      )
        return null;
      return inbox.list(tx, t);
    },
  };
}
