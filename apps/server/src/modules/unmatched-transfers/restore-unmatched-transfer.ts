import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unmatchedTransfers } from './schema';
import { toUnmatchedTransferDto } from './unmatched-transfer-dto';

/** Undoes a dismissal: the merchant's dismissed transfer needs attention again (an assigned one stays assigned). */
export async function restoreUnmatchedTransfer(db: Db, accountId: string, id: string) {
  const [row] = await db
    .update(unmatchedTransfers)
    .set({ status: 'open', resolvedAt: null })
    .where(
      and(
        eq(unmatchedTransfers.id, id),
        eq(unmatchedTransfers.accountId, accountId),
        eq(unmatchedTransfers.status, 'dismissed'),
      ),
    )
    .returning();
  if (row) return toUnmatchedTransferDto(row);
  const [exists] = await db
    .select({ status: unmatchedTransfers.status })
    .from(unmatchedTransfers)
    .where(and(eq(unmatchedTransfers.id, id), eq(unmatchedTransfers.accountId, accountId)));
  if (!exists) throw new AppError('NOT_FOUND', 'Transfer not found', 404);
  throw new AppError('CONFLICT', `This transfer is ${exists.status}, not dismissed`, 409);
}
