import { and, asc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { watchBacklog } from './schema';
import { type ChainCursor, readCursors } from '../cursors';

/** Transactions loaded per address per tick, so one busy address cannot take the whole tick. */
export const TRANSACTIONS_PER_ADDRESS = 100;
/** Transactions loaded per tick in all; addresses take turns (each one's oldest first). */
const TRANSACTIONS_PER_TICK = 1000;
/** Retry delay of a signature the node could not return: doubles per attempt, up to a minute. */
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 60_000;

export interface BacklogRow {
  signature: string;
  slot: bigint;
  attempts: number;
}

/**
 * The due backlog (of `own` addresses only, when given): at most TRANSACTIONS_PER_ADDRESS per address, addresses
 * taking turns, each one's oldest first.
 */
export async function dueBacklog(db: Db, own: readonly string[] | null, now: Date): Promise<BacklogRow[]> {
  const ranked = db
    .select({
      signature: watchBacklog.signature,
      slot: watchBacklog.slot,
      attempts: watchBacklog.attempts,
      turn: sql<number>`row_number() over (partition by ${watchBacklog.address} order by ${watchBacklog.slot}, ${watchBacklog.signature})`.as(
        'turn',
      ),
    })
    .from(watchBacklog)
    .where(and(lte(watchBacklog.nextAttemptAt, now), own ? inArray(watchBacklog.address, [...own]) : undefined))
    .as('ranked');
  return db
    .select({ signature: ranked.signature, slot: ranked.slot, attempts: ranked.attempts })
    .from(ranked)
    .where(lte(ranked.turn, TRANSACTIONS_PER_ADDRESS))
    .orderBy(asc(ranked.turn), asc(ranked.slot))
    .limit(TRANSACTIONS_PER_TICK);
}

/** Forgets what was listed longer ago than any watched link can be paid late. */
export async function dropStaleBacklog(db: Db, before: Date): Promise<void> {
  await db.delete(watchBacklog).where(lt(watchBacklog.foundAt, before));
}

export async function removeFromBacklog(db: Db, signatures: readonly string[]): Promise<void> {
  if (signatures.length > 0) await db.delete(watchBacklog).where(inArray(watchBacklog.signature, [...signatures]));
}

/** Keeps a signature in the backlog for a later attempt, with doubling delay (and the error when quarantined). */
export async function retryLater(
  db: Db,
  row: { signature: string; attempts: number },
  error: string | null,
  now: Date,
): Promise<void> {
  const delay = Math.min(RETRY_BASE_MS * 2 ** row.attempts, RETRY_MAX_MS);
  await db
    .update(watchBacklog)
    .set({ attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + delay), lastError: error })
    .where(eq(watchBacklog.signature, row.signature));
}

/** Signatures waiting in the backlog, for the metrics gauge. */
export async function countBacklog(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(watchBacklog);
  return row?.n ?? 0;
}

/** Signatures kept in quarantine (recording them threw), for operators: health reports the count. */
export async function countQuarantined(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(watchBacklog)
    .where(isNotNull(watchBacklog.lastError));
  return row?.n ?? 0;
}

/** Signatures waiting in the backlog per address (those with none are absent). */
export async function backlogCounts(db: Db, list: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ address: watchBacklog.address, n: sql<number>`count(*)::int` })
    .from(watchBacklog)
    .where(inArray(watchBacklog.address, list))
    .groupBy(watchBacklog.address);
  return new Map(rows.map((r) => [r.address, r.n]));
}

/** The Solana cursors of these watched addresses. */
export function cursorsOf(db: Db, list: string[]): Promise<Map<string, ChainCursor>> {
  return readCursors(db, 'solana', list);
}
