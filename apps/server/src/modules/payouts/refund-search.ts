import type { Deps } from '../../deps';
import { chainAdapter, chainAdapters, type ChainConnections } from '../chains/chain-adapters';
import { payoutToken } from './payout-rails';
import type { PayoutBatchRow, PayoutRow } from './schema';

/** A batch's payouts are looked for until they are paid: they never lapse on their own. */
const SEARCH_UNTIL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A payout's transfer found by its rail's refund search (Solana: a transaction carrying the batch's reference that
 * pays the address at least the amount; Bitcoin: an output of exactly the amount to the address).
 */
export async function refundSearch(
  chains: ChainConnections,
  deps: Pick<Deps, 'config'>,
  batch: PayoutBatchRow,
  payout: PayoutRow,
): Promise<string[]> {
  const token = payoutToken(deps.config, payout.payCurrency, batch.network);
  const search = await chainAdapter(chainAdapters(chains), batch.network).findRefund({
    reference: batch.reference!,
    from: '',
    to: payout.address!,
    asset: token.mint ?? token.contract ?? null,
    amount: payout.payAmount!,
    scannedBlock: null,
    expiresAt: new Date(batch.createdAt.getTime() + SEARCH_UNTIL_MS),
  });
  return search.txIds;
}
