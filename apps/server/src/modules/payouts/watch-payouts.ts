import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config/app-config';
import { chainAdapter, chainAdapters, type ChainConnections } from '../chains/chain-adapters';
import { applyPayoutTransition } from './apply-payout-transition';
import { networksWithToken } from './payout-rails';
import { payoutBatches, payouts } from './schema';

export interface PayoutWatchReport {
  paid: string[];
  failed: { payoutId: string; error: unknown }[];
}

/** A long horizon: a batch's payouts are looked for until they are paid (they never lapse on their own). */
const SEARCH_UNTIL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * One round of the payout watcher: every IN_BATCH payout is looked for on its chain with the rail's refund search
 * (Solana: a transaction carrying the batch's reference that pays the address at least the amount; EVM: a confirmed
 * transfer of exactly the amount from the batch's payer; Bitcoin: an output of exactly the amount to the address),
 * per output: each payout turns PAID on its own, and a transaction already used by another payout to the same
 * address is skipped (the unique index on network, transaction and address keeps it so under races).
 */
export async function watchPayouts(
  db: Db,
  config: AppConfig,
  chains: ChainConnections,
  now: Date,
): Promise<PayoutWatchReport> {
  const report: PayoutWatchReport = { paid: [], failed: [] };
  const watched = await db
    .select({ payout: payouts, batch: payoutBatches })
    .from(payouts)
    .innerJoin(payoutBatches, eq(payouts.batchId, payoutBatches.id))
    .where(eq(payouts.status, 'IN_BATCH'));
  const adapters = chainAdapters(chains);
  for (const { payout, batch } of watched) {
    try {
      const token = networksWithToken(config, payout.payCurrency).find((n) => n.network === batch.network)!.token;
      const search = await chainAdapter(adapters, batch.network).findRefund({
        reference: batch.reference!,
        from: batch.payer ?? '',
        to: payout.address!,
        asset: token.mint ?? token.contract ?? null,
        amount: payout.payAmount!,
        scannedBlock: null,
        expiresAt: new Date(batch.createdAt.getTime() + SEARCH_UNTIL_MS),
      });
      if (search.txIds.length === 0) continue;
      const used = await db
        .select({ txId: payouts.txId })
        .from(payouts)
        .where(
          and(
            eq(payouts.network, batch.network),
            eq(payouts.address, payout.address!),
            inArray(payouts.txId, search.txIds),
          ),
        );
      const txId = search.txIds.find((id) => !used.some((u) => u.txId === id));
      if (txId && (await applyPayoutTransition(db, { id: payout.id }, 'paid', { txId, paidAt: now })))
        report.paid.push(payout.id);
    } catch (error) {
      report.failed.push({ payoutId: payout.id, error });
    }
  }
  return report;
}
