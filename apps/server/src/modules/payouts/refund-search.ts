import { REFUND_TTL_MS } from '@paylink/shared';
import type { Deps } from '../../deps';
import { chainAdapter, chainAdapters, type ChainConnections } from '../chains/chain-adapters';
import { payoutToken } from './payout-rails';
import type { PayoutBatchRow, PayoutRow } from './schema';

/**
 * A payout's transfer found by its rail's refund search (Solana: a transaction carrying the batch's reference that
 * pays the address at least the amount; Bitcoin: an output of exactly the amount to the address, confirmed at the
 * depth rule, since the batch was made). A payout is looked for until it is paid: it never lapses on its own.
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
    // A refund's search starts when it was prepared (its expiry less its time to live): here, when the batch was made.
    expiresAt: new Date(batch.createdAt.getTime() + REFUND_TTL_MS),
  });
  return search.txIds;
}
