import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ChainAdapter, TransferFinality } from '../../chains/chain-adapter';
import { paymentTransfers, payments } from '../schema';
import { appendPaymentEvent } from './append-payment-event';
import { paymentEventData } from './payment-event-data';

export interface FinalizeReport {
  /** Links that became final this round (each wrote its `payment.finalized`). */
  finalized: string[];
  /** Links whose counted transfers were read. */
  checked: number;
  /** What failed, each on its own: a network that could not answer, or one link that could not be written. */
  failed: { network?: string; paymentId?: string; error: unknown }[];
  /** A full batch was read: more links wait. */
  more: boolean;
}

/**
 * Marks COMPLETED links final once every transfer that paid them (their counted transfers) is final on its chain by
 * the adapter's rule, writing `payment.finalized` in the same transaction, exactly once: the conditional update lets
 * one worker of two through. Links are taken oldest first per merchant, round robin across merchants (one merchant's
 * backlog cannot starve the others); a network that fails or a link that fails is reported and left for next round.
 */
export async function finalizePayments(
  db: Db,
  adapters: ReadonlyMap<string, Pick<ChainAdapter, 'transferFinality'>>,
  opts: { now: Date; limit?: number },
): Promise<FinalizeReport> {
  const limit = opts.limit ?? 200;
  const report: FinalizeReport = { finalized: [], checked: 0, failed: [], more: false };
  const turn = sql<number>`row_number() over (partition by ${payments.accountId} order by ${payments.completedAt}, ${payments.id})`.as('turn');
  const ranked = db
    .select({ id: payments.id, network: payments.network, completedAt: payments.completedAt, turn })
    .from(payments)
    .where(and(eq(payments.status, 'COMPLETED'), isNull(payments.finalizedAt)))
    .as('ranked');
  const links = await db.select({ id: ranked.id, network: ranked.network }).from(ranked).orderBy(ranked.turn, ranked.completedAt, ranked.id).limit(limit);
  report.more = links.length === limit;
  if (links.length === 0) return report;

  const counted = await db
    .select({ paymentId: paymentTransfers.paymentId, txId: paymentTransfers.txId })
    .from(paymentTransfers)
    .where(and(inArray(paymentTransfers.paymentId, links.map((l) => l.id)), eq(paymentTransfers.outcome, 'counted')));
  const txIdsOf = new Map<string, string[]>();
  for (const t of counted) txIdsOf.set(t.paymentId, [...(txIdsOf.get(t.paymentId) ?? []), t.txId]);

  for (const network of new Set(links.map((l) => l.network))) {
    const onNetwork = links.filter((l) => l.network === network);
    let statuses: Map<string, TransferFinality>;
    try {
      const adapter = adapters.get(network);
      if (!adapter) throw new Error(`${network} is not offered on this server`);
      statuses = await adapter.transferFinality([...new Set(onNetwork.flatMap((l) => txIdsOf.get(l.id) ?? []))]);
    } catch (error) {
      report.failed.push({ network, error });
      continue;
    }
    report.checked += onNetwork.length;
    for (const link of onNetwork) {
      if (!(txIdsOf.get(link.id) ?? []).every((txId) => statuses.get(txId) === 'final')) continue;
      try {
        if (await finalizeOne(db, link.id, opts.now)) report.finalized.push(link.id);
      } catch (error) {
        report.failed.push({ paymentId: link.id, error });
      }
    }
  }
  return report;
}

/** Marks one link final with its event, unless another worker (or a reversal) got there first. */
async function finalizeOne(db: Db, paymentId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ finalizedAt: now, updatedAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'COMPLETED'), isNull(payments.finalizedAt)))
      .returning();
    if (!row) return false;
    await appendPaymentEvent(tx, row, 'payment.finalized', paymentEventData(row));
    return true;
  });
}
