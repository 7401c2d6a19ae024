import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unmatchedTransfers, type UnmatchedStatus } from './schema';
import { toUnmatchedTransferDto } from './unmatched-transfer-dto';

/** The merchant's unmatched transfers with a status (newest first), and how many are still open. */
export async function listUnmatchedTransfers(
  db: Db,
  accountId: string,
  query: { status: UnmatchedStatus; limit: number },
) {
  const [rows, [open]] = await Promise.all([
    db
      .select()
      .from(unmatchedTransfers)
      .where(and(eq(unmatchedTransfers.accountId, accountId), eq(unmatchedTransfers.status, query.status)))
      .orderBy(desc(unmatchedTransfers.createdAt))
      .limit(query.limit),
    db
      .select({ n: count() })
      .from(unmatchedTransfers)
      .where(and(eq(unmatchedTransfers.accountId, accountId), eq(unmatchedTransfers.status, 'open'))),
  ]);
  return { transfers: rows.map(toUnmatchedTransferDto), openCount: open?.n ?? 0 };
}
