import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unmatchedTransfers } from './schema';
import { toUnmatchedTransferDto } from './unmatched-transfer-dto';

/** Hides an open unmatched transfer of the merchant's (it stays listed under status=dismissed). */
export async function dismissUnmatchedTransfer(db: Db, accountId: string, id: string, now = new Date()) {
  const [row] = await db
    .update(unmatchedTransfers)
    .set({ status: 'dismissed', resolvedAt: now })
    .where(
      and(
        eq(unmatchedTransfers.id, id),
        eq(unmatchedTransfers.accountId, accountId),
        eq(unmatchedTransfers.status, 'open'),
      ),
    )
    .returning();
  if (row) return toUnmatchedTransferDto(row);
  const [exists] = await db
    .select({ status: unmatchedTransfers.status })
    .from(unmatchedTransfers)
    .where(and(eq(unmatchedTransfers.id, id), eq(unmatchedTransfers.accountId, accountId)));
  if (!exists) throw new AppError('NOT_FOUND', 'Transfer not found', 404);
  throw new AppError('CONFLICT', `This transfer is already ${exists.status}`, 409);
}
