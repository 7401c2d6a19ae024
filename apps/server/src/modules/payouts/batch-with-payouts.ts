import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { payoutBatches, payouts, type PayoutBatchRow, type PayoutRow } from './schema';

/** A batch and its payouts in their signing order (oldest first); 404 for another account's (or an unknown) batch. */
export async function batchWithPayouts(
  deps: Deps,
  batchId: string,
  accountId?: string,
): Promise<{ batch: PayoutBatchRow; rows: PayoutRow[] }> {
  const [batch] = await deps.db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.id, batchId), accountId ? eq(payoutBatches.accountId, accountId) : undefined));
  if (!batch) throw new AppError('NOT_FOUND', 'Payout batch not found', 404);
  const rows = await deps.db
    .select()
    .from(payouts)
    .where(eq(payouts.batchId, batch.id))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
  return { batch, rows };
}
