import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Payout, PayoutStatus } from '@paylink/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toPayoutDto } from './payout-dto';
import { payouts, type PayoutRow } from './schema';

export const PAYOUT_NOT_FOUND = 'Payout not found';

/** The merchant's payouts, newest first, filtered by status and network. */
export async function listPayouts(
  deps: Deps,
  accountId: string,
  query: { status?: PayoutStatus; network?: string; page: number; limit: number },
): Promise<{ payouts: Payout[]; total: number }> {
  const filters: SQL[] = [eq(payouts.accountId, accountId)];
  if (query.status) filters.push(eq(payouts.status, query.status));
  if (query.network) filters.push(eq(payouts.network, query.network));
  const where = and(...filters);
  const rows = await deps.db
    .select()
    .from(payouts)
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db.select({ n: count() }).from(payouts).where(where);
  return { payouts: rows.map((row) => toPayoutDto(deps.config, row)), total: total?.n ?? 0 };
}

/** One of the merchant's payouts; 404 for anyone else's. */
export async function findPayout(db: Db, accountId: string, id: string): Promise<PayoutRow> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND', PAYOUT_NOT_FOUND, 404);
  return row;
}
