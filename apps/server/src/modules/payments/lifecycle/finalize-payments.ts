import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ChainAdapter, TransferFinality } from '../../chains/chain-adapter';
import { paymentTransfers, payments } from '../schema';
import { applyPaymentTransition } from './apply-payment-transition';
import { lockPayment } from './lock-payment';
import { linkState } from './link-state';
import { PAYMENT_TRANSITIONS, reversalEvent } from './payment-transitions';

export interface FinalizeReport {
  /** Links that became final this round (each wrote its `payment.finalized`). */
  finalized: string[];
  /** Links whose completion was rolled back this round (a counted transfer is gone from its chain). */
  reversed: string[];
  /** Links whose counted transfers were read. */
  checked: number;
  /** What failed, each on its own: a network that could not answer, or one link that could not be written. */
  failed: { network?: string; paymentId?: string; error: unknown }[];
  /** A full batch was read: more links wait. */
  more: boolean;
}

/**
 * Marks COMPLETED links final once every transfer that paid them (their counted transfers) is final on its chain by
 * the adapter's rule, writing `payment.finalized` in the same transaction, exactly once: the row lock and the check
 * that it is not final yet let one worker of two through. A link held until finality (CONFIRMED) completes then,
 * through the transition table: `payment.completed` (and its exception events), then `payment.finalized`. Links are taken oldest first per merchant, round robin across merchants (one merchant's
 * backlog cannot starve the others); a network that fails or a link that fails is reported and left for next round.
 */
export async function finalizePayments(
  db: Db,
  adapters: ReadonlyMap<string, Pick<ChainAdapter, 'transferFinality' | 'rewind'>>,
  opts: { now: Date; limit?: number },
): Promise<FinalizeReport> {
  const limit = opts.limit ?? 200;
  const report: FinalizeReport = { finalized: [], reversed: [], checked: 0, failed: [], more: false };
  const turn =
    sql<number>`row_number() over (partition by ${payments.accountId} order by ${payments.completedAt}, ${payments.id})`.as(
      'turn',
    );
  const ranked = db
    .select({ id: payments.id, network: payments.network, completedAt: payments.completedAt, turn })
    .from(payments)
    .where(and(inArray(payments.status, ['COMPLETED', 'CONFIRMED']), isNull(payments.finalizedAt)))
    .as('ranked');
  const links = await db
    .select({ id: ranked.id, network: ranked.network })
    .from(ranked)
    .orderBy(ranked.turn, ranked.completedAt, ranked.id)
    .limit(limit);
  report.more = links.length === limit;
  if (links.length === 0) return report;

  const counted = await db
    .select({ paymentId: paymentTransfers.paymentId, txId: paymentTransfers.txId, network: paymentTransfers.network })
    .from(paymentTransfers)
    .where(
      and(
        inArray(
          paymentTransfers.paymentId,
          links.map((l) => l.id),
        ),
        eq(paymentTransfers.outcome, 'counted'),
      ),
    );
  const txIdsOf = new Map<string, string[]>();
  for (const t of counted) txIdsOf.set(t.paymentId, [...(txIdsOf.get(t.paymentId) ?? []), t.txId]);
  // A misdirected payment the merchant accepted is final by the chain it was made on.
  const madeOn = new Map(counted.flatMap((t) => (t.network ? [[t.txId, t.network] as const] : [])));

  for (const network of new Set(links.map((l) => l.network))) {
    const onNetwork = links.filter((l) => l.network === network);
    let statuses: Map<string, TransferFinality>;
    const adapter = adapters.get(network);
    try {
      statuses = new Map();
      const txIds = [...new Set(onNetwork.flatMap((l) => txIdsOf.get(l.id) ?? []))];
      for (const on of new Set(txIds.map((txId) => madeOn.get(txId) ?? network))) {
        const reader = adapters.get(on);
        if (!reader) throw new Error(`${on} is not offered on this server`);
        for (const [txId, status] of await reader.transferFinality(
          txIds.filter((txId) => (madeOn.get(txId) ?? network) === on),
        ))
          statuses.set(txId, status);
      }
    } catch (error) {
      report.failed.push({ network, error });
      continue;
    }
    report.checked += onNetwork.length;
    for (const link of onNetwork) {
      const txIds = txIdsOf.get(link.id) ?? [];
      const gone = txIds.filter((txId) => statuses.get(txId) === 'gone');
      if (gone.length === 0 && !txIds.every((txId) => statuses.get(txId) === 'final')) continue;
      try {
        if (gone.length > 0) {
          if (await reverseOne(db, link.id, gone, opts.now, adapter?.rewind)) report.reversed.push(link.id);
        } else if (await finalizeOne(db, link.id, opts.now)) report.finalized.push(link.id);
      } catch (error) {
        report.failed.push({ paymentId: link.id, error });
      }
    }
  }
  return report;
}

/**
 * Rolls back what transfers gone from their chain did for a link not final yet, through the transition table
 * (reversalEvent): their rows are removed (the chain no longer has them; if one is mined again, the watcher records
 * it again as a new transfer), what the link received drops, and the link goes back with `payment.reversed`, in one
 * transaction under the row lock, so two workers reverse it once.
 */
async function reverseOne(
  db: Db,
  paymentId: string,
  gone: string[],
  now: Date,
  rewind: ChainAdapter['rewind'],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId);
    if (!row || (row.status !== 'COMPLETED' && row.status !== 'CONFIRMED') || row.finalizedAt !== null) return false;
    const removed = await tx
      .delete(paymentTransfers)
      .where(and(eq(paymentTransfers.paymentId, paymentId), inArray(paymentTransfers.txId, gone)))
      .returning();
    const counted = removed.filter((t) => t.outcome === 'counted');
    if (counted.length === 0) return false;
    const rolledBack = counted.reduce((sum, t) => sum + (t.amount ?? 0n), 0n);
    const state = await linkState(tx, row);
    const event = reversalEvent(state, state.received - rolledBack, now);
    // The event names the transfer that completed the link when it is among those gone, else the first gone.
    const paid = counted.find((t) => t.txId === row.txId) ?? counted[0]!;
    const transfer = {
      txId: paid.txId,
      position: paid.position,
      amount: paid.amount,
      asset: paid.asset,
      currency: paid.currency,
      payer: paid.payer,
      reason: null,
      block: paid.block,
      txIndex: paid.txIndex,
      blockTime: paid.blockTime,
    };
    await applyPaymentTransition(tx, row, PAYMENT_TRANSITIONS[row.status][event], { transfer, now, rolledBack });
    await rewind?.(
      tx,
      counted.reduce((low, t) => (t.block < low ? t.block : low), paid.block),
      now,
    );
    return true;
  });
}

/** Marks one link final with its events, unless another worker (or a reversal) got there first. */
async function finalizeOne(db: Db, paymentId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId);
    if (!row || (row.status !== 'COMPLETED' && row.status !== 'CONFIRMED') || row.finalizedAt !== null) return false;
    await applyPaymentTransition(tx, row, PAYMENT_TRANSITIONS[row.status].transfers_final, { now });
    return true;
  });
}
