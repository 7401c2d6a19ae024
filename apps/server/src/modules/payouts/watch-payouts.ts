import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { chainAdapters, type ChainConnections } from '../chains/chain-adapters';
import { applyPayoutTransition } from './apply-payout-transition';
import { batchKey, payoutBatchesOn, payoutTransfer } from './payout-kinds';
import { payoutBatches, payouts, type PayoutBatchRow, type PayoutRow } from './schema';

export interface PayoutWatchReport {
  paid: string[];
  /** Payouts whose batch's transaction failed on chain (FAILED now: the merchant may batch them again). */
  failedOnChain: string[];
  /** Payouts whose check threw. */
  failed: { payoutId: string; error: unknown }[];
}

/**
 * One round of the payout watcher. Every payout with an address and a token amount that is not yet paid (READY,
 * IN_BATCH, FAILED) is looked for on its chain: as its batch is found (its adapter's payouts part, per output), and,
 * where the network's adapter can say, as any transfer of exactly its amount to its address since it turned READY
 * (paid outside the batch). It turns PAID with the first transaction found that no payout to the same address used
 * (the unique index on network, transaction and address keeps it so under races): a transfer pays one payout, once.
 * An IN_BATCH payout that nothing paid but whose batch's transaction failed on chain (an EVM call that reverted, a
 * Solana transaction that landed with an error, a Bitcoin transaction whose inputs another transaction spent) turns
 * FAILED and payout.failed follows; its batch is still looked for, so a retry that lands pays it. A payout whose
 * check throws is reported and looked for again next round.
 */
export async function watchPayouts(
  deps: Pick<Deps, 'db' | 'config'>,
  chains: ChainConnections,
  now: Date,
): Promise<PayoutWatchReport> {
  const report: PayoutWatchReport = { paid: [], failedOnChain: [], failed: [] };
  const adapters = chainAdapters(chains);
  const watched = await deps.db
    .select({ payout: payouts, batch: payoutBatches })
    .from(payouts)
    .leftJoin(payoutBatches, eq(payouts.batchId, payoutBatches.id))
    .where(
      and(
        inArray(payouts.status, ['READY', 'IN_BATCH', 'FAILED']),
        isNotNull(payouts.address),
        isNotNull(payouts.payAmount),
      ),
    );
  for (const { payout, batch } of watched) {
    try {
      const txIds = [
        ...new Set([...(await inBatch(chains, deps, payout, batch)), ...(await outside(deps, adapters, payout))]),
      ];
      if (txIds.length === 0) {
        // txId stays unset: it names the transfer that paid; two payouts to one address may share a failed call.
        const failed = (await failedInBatch(chains, deps, payout, batch)).length > 0;
        if (failed && (await applyPayoutTransition(deps, { id: payout.id }, 'failed')))
          report.failedOnChain.push(payout.id);
        continue;
      }
      const used = await deps.db
        .select({ txId: payouts.txId })
        .from(payouts)
        .where(
          and(eq(payouts.network, payout.network!), eq(payouts.address, payout.address!), inArray(payouts.txId, txIds)),
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

/** The transactions of its batch that paid `payout` (IN_BATCH, or FAILED in it: the merchant's retry may land). */
function inBatch(
  chains: ChainConnections,
  deps: Pick<Deps, 'config'>,
  payout: PayoutRow,
  batch: PayoutBatchRow | null,
) {
  if (payout.status === 'READY' || !batch) return Promise.resolve([]);
  return payoutBatchesOn(chains, batch.network).find(batchKey(batch), payoutTransfer(deps, batch.network, payout));
}

/** The transactions of its batch that tried to pay `payout` and failed on chain (IN_BATCH only). */
async function failedInBatch(
  chains: ChainConnections,
  deps: Pick<Deps, 'config'>,
  payout: PayoutRow,
  batch: PayoutBatchRow | null,
): Promise<string[]> {
  if (payout.status !== 'IN_BATCH' || !batch) return [];
  const batches = payoutBatchesOn(chains, batch.network);
  return batches.findFailed?.(batchKey(batch), payoutTransfer(deps, batch.network, payout)) ?? [];
}

/** Transfers of exactly its amount to its address since it turned READY, where the network's adapter finds them. */
async function outside(
  deps: Pick<Deps, 'config'>,
  adapters: ReturnType<typeof chainAdapters>,
  payout: PayoutRow,
): Promise<string[]> {
  const adapter = adapters.get(payout.network!);
  if (!adapter?.findTransfersTo) return [];
  const { to, asset, amount } = payoutTransfer(deps, payout.network!, payout);
  return adapter.findTransfersTo({ to, asset, amount, since: payout.claimedAt ?? payout.createdAt });
}
