import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import { REFUND_EXPIRY_GRACE_MS } from '@paylink/shared';
import type { Db } from '../../db/client';
import { lateWatchStart } from '../payments/lifecycle/amount-refundable';
import { chainAdapter, chainAdapters, type ChainConnections } from '../chains/chain-adapters';
import type { ChainAdapter, RefundSearch } from '../chains/chain-adapter';
import { completeRefund } from './complete-refund';
import { expireRefund } from './expire-refund';
import { refunds, type RefundRow } from './schema';

export interface RefundWatchReport {
  /** Links with a refund completed or lapsed this round. */
  changed: string[];
  /** Refunds whose check threw (read again next round, never expired meanwhile). */
  failed: { refundId: string; error: unknown }[];
}

/**
 * The first of `candidates` no other refund was completed by: a transaction pays one refund at most, so the search
 * goes on past one already used (on EVM two refunds of one amount to one payer; on Solana a transaction carrying
 * two refunds' references).
 */
async function firstUnused(db: Db, candidates: string[]): Promise<string | null> {
  if (candidates.length === 0) return null;
  const used = await db.select({ txId: refunds.txId }).from(refunds).where(inArray(refunds.txId, candidates));
  return candidates.find((c) => !used.some((u) => u.txId === c)) ?? null;
}

/**
 * One round of the refund watcher. Every PENDING refund, and every EXPIRED one still within REFUND_LATE_WATCH_MS
 * of its time, is looked for on its chain (Solana: a transaction carrying its reference that pays the destination
 * at least the amount; EVM: a confirmed transfer of exactly the amount from the merchant's wallet to the
 * destination, after it was prepared), not already used by another refund, and completed in its own transaction:
 * a refund paid late is COMPLETED, never left EXPIRED to invite a second one. A PENDING refund found unpaid lapses
 * only once the chain has been searched past its time (see searchedPastTime). A refund that throws is reported and
 * skipped: it never stops the others, and it does not lapse.
 */
export async function watchRefunds(db: Db, chains: ChainConnections, now: Date): Promise<RefundWatchReport> {
  const report: RefundWatchReport = { changed: [], failed: [] };
  const watched = await db
    .select()
    .from(refunds)
    .where(
      or(eq(refunds.status, 'PENDING'), and(eq(refunds.status, 'EXPIRED'), gt(refunds.expiresAt, lateWatchStart(now)))),
    )
    .orderBy(asc(refunds.createdAt));
  const adapters = chainAdapters(chains);
  for (const refund of watched) {
    try {
      const search = await findPayment(db, chainAdapter(adapters, refund.network), refund);
      if (search.txId) {
        if (await completeRefund(db, { refundId: refund.id, txId: search.txId, now }))
          report.changed.push(refund.paymentId);
      } else if (
        refund.status === 'PENDING' &&
        (await searchedPastTime(refund, search, now)) &&
        (await expireRefund(db, refund.id, now))
      ) {
        report.changed.push(refund.paymentId);
      }
    } catch (error) {
      report.failed.push({ refundId: refund.id, error });
    }
  }
  report.changed = [...new Set(report.changed)];
  return report;
}

/**
 * The search that found nothing covered the refund's whole time: REFUND_EXPIRY_GRACE_MS past it (a transaction
 * signed in time may still land and confirm), and the chain searched up to it (see RefundSearch.searchedPastExpiry).
 */
async function searchedPastTime(refund: RefundRow, search: RefundSearch, now: Date): Promise<boolean> {
  if (now.getTime() < refund.expiresAt.getTime() + REFUND_EXPIRY_GRACE_MS) return false;
  return search.searchedPastExpiry();
}

/** The refund's chain searched through its adapter: the first transaction found that no other refund used. */
async function findPayment(
  db: Db,
  adapter: ChainAdapter,
  refund: RefundRow,
): Promise<RefundSearch & { txId: string | null }> {
  const search = await adapter.findRefund({
    reference: refund.reference,
    from: refund.fromAddress,
    to: refund.toAddress,
    asset: refund.asset,
    amount: refund.amount,
    scannedBlock: refund.scannedBlock,
    expiresAt: refund.expiresAt,
  });
  const txId = await firstUnused(db, search.txIds);
  // Only transfers already used by other refunds (or none) in these blocks: the next search starts after them.
  if (!txId && search.scannedTo !== null && search.scannedTo !== refund.scannedBlock)
    await db.update(refunds).set({ scannedBlock: search.scannedTo }).where(eq(refunds.id, refund.id));
  return { ...search, txId };
}
