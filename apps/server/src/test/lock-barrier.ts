import pg from 'pg';
import type { Database } from '../db/client';

export interface Overlap<T> {
  result: T;
  /** How many of the work's transactions were waiting on a lock at once, behind the barrier (PostgreSQL only). */
  waiting: number | null;
}

const WAIT_POLLS = 2000;

/**
 * Proves that concurrent work really overlapped. On PostgreSQL, a separate session locks the `merchant_accounts`
 * row `rowId` first (or that row of `lock.table`, e.g. a subscription plan; or, with `advisory`, the transaction
 * advisory lock of `hashtext(rowId)`); the work starts, and the barrier opens only once `atLeast` of its
 * transactions are blocked on a lock at the same time (seen in pg_stat_activity), so they were all in flight
 * together. Without them (the work ends first, or too few ever wait), the barrier gives up after a bounded number
 * of polls and `waiting` says how many did. PGlite has one connection and cannot overlap anything: the work just
 * runs, and `waiting` is null.
 */
export async function behindLockBarrier<T>(
  database: Database,
  rowId: string,
  atLeast: number,
  work: () => Promise<T>,
  lock: { table: 'merchant_accounts' | 'recurring_plans' | 'pay_buttons' } | { advisory: true } = {
    table: 'merchant_accounts',
  },
): Promise<Overlap<T>> {
  if (database.kind !== 'postgres') return { result: await work(), waiting: null };
  const barrier = new pg.Client({ connectionString: database.url });
  await barrier.connect();
  try {
    await barrier.query('begin');
    if ('advisory' in lock) await barrier.query('select pg_advisory_xact_lock(hashtext($1))', [rowId]);
    else await barrier.query(`select id from ${lock.table} where id = $1 for update`, [rowId]);
    let settled = false;
    const running = work().finally(() => {
      settled = true;
    });
    let waiting = 0;
    for (let poll = 0; poll < WAIT_POLLS && waiting < atLeast && !settled; poll++) {
      // Statistics views are a snapshot per transaction: take a fresh one each time.
      await barrier.query('select pg_stat_clear_snapshot()');
      const { rows } = await barrier.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      waiting = rows[0]!.n;
    }
    await barrier.query('commit');
    return { result: await running, waiting };
  } finally {
    await barrier.end();
  }
}
