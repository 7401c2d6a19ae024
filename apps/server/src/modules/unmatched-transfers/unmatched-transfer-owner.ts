import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unmatchedTransfers } from './schema';

/** Unmatched transfers' ids start with this, so a change notification can say it is about one (not a payment). */
export const UNMATCHED_TRANSFER_ID_PREFIX = 'utr_';

/** The merchant an unmatched transfer was listed for, or undefined when there is no such transfer. */
export async function unmatchedTransferOwner(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: unmatchedTransfers.accountId })
    .from(unmatchedTransfers)
    .where(eq(unmatchedTransfers.id, id));
  return row?.accountId;
}
