import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { ChainConnections } from '../chains/chain-adapters';
import { paymentRequestBuilder } from '../chains/payment-requests';
import { applyPayoutTransition } from './apply-payout-transition';
import { payoutKind } from './payout-kinds';
import { payoutBatches, payouts } from './schema';

export interface PayoutWatchReport {
  paid: string[];
  failed: { payoutId: string; error: unknown }[];
}

/**
 * One round of the payout watcher: every IN_BATCH payout is looked for on its chain, as its kind of network finds
 * it (payout-kinds.ts), per output: each payout turns PAID on its own, with the first transaction found that no
 * payout to the same address used (the unique index on network, transaction and address keeps it so under races).
 * A payout whose check throws is reported and looked for again next round.
 */
export async function watchPayouts(
  deps: Pick<Deps, 'db' | 'config'>,
  chains: ChainConnections,
  now: Date,
): Promise<PayoutWatchReport> {
  const report: PayoutWatchReport = { paid: [], failed: [] };
  const watched = await deps.db
    .select({ payout: payouts, batch: payoutBatches })
    .from(payouts)
    .innerJoin(payoutBatches, eq(payouts.batchId, payoutBatches.id))
    .where(eq(payouts.status, 'IN_BATCH'));
  for (const { payout, batch } of watched) {
    try {
      const txIds = await payoutKind(paymentRequestBuilder(deps.config, batch.network)).find(
        chains,
        deps,
        batch,
        payout,
      );
      if (txIds.length === 0) continue;
      const used = await deps.db
        .select({ txId: payouts.txId })
        .from(payouts)
        .where(
          and(eq(payouts.network, batch.network), eq(payouts.address, payout.address!), inArray(payouts.txId, txIds)),
        );
      const txId = txIds.find((id) => !used.some((u) => u.txId === id));
      if (txId && (await applyPayoutTransition(deps, { id: payout.id }, 'paid', { txId, paidAt: now })))
        report.paid.push(payout.id);
    } catch (error) {
      report.failed.push({ payoutId: payout.id, error });
    }
  }
  return report;
}
