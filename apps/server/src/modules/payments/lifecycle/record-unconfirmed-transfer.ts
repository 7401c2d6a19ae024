import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { Finality, ObservedTransfer } from '../../chains/chain-adapter';
import { linkOf, type RecordContext } from './record-observed-transfer';
import { unconfirmedTransfers } from '../schema';

/** Whether a transfer is short of its network's depth rule: seen on chain (or in the mempool), not final. */
export function isUnconfirmed(finality: Finality, t: ObservedTransfer): boolean {
  return finality.rule === 'depth' && t.confirmations !== null && t.confirmations < finality.confirmations;
}

/**
 * Notes a transfer that is not final yet for the link it names (found as a final one would be: its reference, or
 * the holder of its amount), so the customer sees it arrived; it never counts. Returns the link, and whether the
 * transfer is new to it (null: it names no link; nothing is listed anywhere until it is final).
 */
export async function recordUnconfirmedTransfer(
  db: Db,
  t: ObservedTransfer,
  ctx: RecordContext,
): Promise<{ paymentId: string; added: boolean } | null> {
  if (t.problem !== null || t.amount === null) return null;
  const amount = t.amount;
  return db.transaction(async (tx) => {
    const link = await linkOf(tx, t, ctx);
    if (!link) return null;
    const [known] = await tx
      .select({ paymentId: unconfirmedTransfers.paymentId })
      .from(unconfirmedTransfers)
      .where(and(eq(unconfirmedTransfers.txId, t.txId), eq(unconfirmedTransfers.position, t.position)));
    await tx
      .insert(unconfirmedTransfers)
      .values({
        paymentId: link.id,
        txId: t.txId,
        position: t.position,
        amount,
        confirmations: t.confirmations ?? 0,
        seenAt: ctx.now,
      })
      .onConflictDoUpdate({
        target: [unconfirmedTransfers.txId, unconfirmedTransfers.position],
        set: { paymentId: link.id, confirmations: t.confirmations ?? 0 },
      });
    return { paymentId: link.id, added: known?.paymentId !== link.id };
  });
}

/**
 * After a full round: forgets the unconfirmed transfers of these links that the round did not see again (replaced,
 * dropped, reorganised away, or final and recorded). Returns the links that lost one.
 */
export async function forgetUnseenTransfers(
  db: Db,
  paymentIds: string[],
  seen: ReadonlySet<string>,
): Promise<string[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db.select().from(unconfirmedTransfers).where(inArray(unconfirmedTransfers.paymentId, paymentIds));
  const gone = rows.filter((r) => !seen.has(unconfirmedKey(r)));
  for (const r of gone) {
    await db
      .delete(unconfirmedTransfers)
      .where(and(eq(unconfirmedTransfers.txId, r.txId), eq(unconfirmedTransfers.position, r.position)));
  }
  return [...new Set(gone.map((r) => r.paymentId))];
}

export const unconfirmedKey = (t: { txId: string; position: number }): string => `${t.txId}:${t.position}`;

/** What a link has seen arrive that is not final yet: one transfer, in base units of the link's pay token. */
export interface UnconfirmedTransfer {
  txId: string;
  amount: bigint;
  confirmations: number;
}

const u = unconfirmedTransfers;
const inStatement = new QueryBuilder();

/**
 * A column of a statement over payments (`paymentId`: its id column): the link's unconfirmed transfers, first seen
 * first, read by that same statement. Amounts travel as text (a JSON number would lose digits).
 */
export function unconfirmedTransfersColumn(paymentId: AnyPgColumn): SQL<UnconfirmedTransfer[]> {
  const list = sql`coalesce(json_agg(json_build_object('txId', ${u.txId}, 'amount', ${u.amount}::text, 'confirmations', ${u.confirmations}) order by ${u.seenAt}), '[]')`;
  return sql`(${inStatement.select({ list }).from(u).where(eq(u.paymentId, paymentId))})`.mapWith(
    (rows: { txId: string; amount: string; confirmations: number }[]) =>
      rows.map((r) => ({ ...r, amount: BigInt(r.amount) })),
  );
}

/** A column of a statement over payments: what the link has seen arrive that is not final yet, summed (base units of its pay token). */
export function unconfirmedAmountColumn(paymentId: AnyPgColumn): SQL<bigint> {
  const sum = sql`coalesce(sum(${u.amount}), 0)::text`;
  return sql`(${inStatement.select({ sum }).from(u).where(eq(u.paymentId, paymentId))})`.mapWith(BigInt);
}
