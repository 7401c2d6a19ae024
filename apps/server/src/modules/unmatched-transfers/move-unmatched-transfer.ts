import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unmatchedTransfers, type UnmatchedStatus } from './schema';
import { toUnmatchedTransferDto } from './unmatched-transfer-dto';

/**
 * The merchant's own moves of an unmatched transfer, as data: dismiss hides an open one (it stays listed under
 * status=dismissed); restore undoes a dismissal (an assigned one stays assigned). Assigning has its own path.
 */
const MOVES = {
  dismiss: {
    from: 'open',
    to: 'dismissed',
    conflict: (status: UnmatchedStatus) => `This transfer is already ${status}`,
  },
  restore: {
    from: 'dismissed',
    to: 'open',
    conflict: (status: UnmatchedStatus) => `This transfer is ${status}, not dismissed`,
  },
} as const satisfies Record<
  string,
  { from: UnmatchedStatus; to: UnmatchedStatus; conflict: (status: UnmatchedStatus) => string }
>;

export type UnmatchedTransferMove = keyof typeof MOVES;

export async function moveUnmatchedTransfer(
  db: Db,
  accountId: string,
  id: string,
  move: UnmatchedTransferMove,
  now = new Date(),
) {
  const { from, to, conflict } = MOVES[move];
  const [row] = await db
    .update(unmatchedTransfers)
    .set({ status: to, resolvedAt: to === 'open' ? null : now })
    .where(
      and(
        eq(unmatchedTransfers.id, id),
        eq(unmatchedTransfers.accountId, accountId),
        eq(unmatchedTransfers.status, from),
      ),
    )
    .returning();
  if (row) return toUnmatchedTransferDto(row);
  const [exists] = await db
    .select({ status: unmatchedTransfers.status })
    .from(unmatchedTransfers)
    .where(and(eq(unmatchedTransfers.id, id), eq(unmatchedTransfers.accountId, accountId)));
  if (!exists) throw new AppError('NOT_FOUND', 'Transfer not found', 404);
  throw new AppError('CONFLICT', conflict(exists.status), 409);
}
