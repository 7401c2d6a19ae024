import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { misdirectedTransfers, type MisdirectedTransferRow } from './schema';

/**
 * The merchant's misdirected transfer `id`, locked for a refund (404 for anyone else's): open, or already refunded
 * (a second prepare returns its refund). Accepted: a 409, it counts toward the link and the money is the merchant's.
 */
export async function lockForRefund(tx: Db, accountId: string, id: string): Promise<MisdirectedTransferRow> {
  const [row] = await tx
    .select()
    .from(misdirectedTransfers)
    .where(and(eq(misdirectedTransfers.id, id), eq(misdirectedTransfers.accountId, accountId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Payment not found', 404);
  if (row.status === 'accepted') throw new AppError('CONFLICT', 'This payment is already accepted', 409);
  return row;
}

/** Names the refund prepared for it: from then on it can no longer be accepted (see acceptMisdirectedTransfer). */
export async function attachRefund(tx: Db, id: string, refundId: string): Promise<void> {
  await tx.update(misdirectedTransfers).set({ refundId }).where(eq(misdirectedTransfers.id, id));
}

/** Its refund was paid on chain (the refund watcher): it is refunded, final. */
export async function markMisdirectedRefunded(tx: Db, id: string, refundId: string, now: Date): Promise<void> {
  await tx
    .update(misdirectedTransfers)
    .set({ status: 'refunded', refundId, resolvedAt: now })
    .where(eq(misdirectedTransfers.id, id));
}
