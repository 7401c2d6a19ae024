import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Runs `read` over those of `network`'s woken wallets that no other worker process is reading now, and skips the
 * others: every worker hears the same wake-up, so without this two workers would read the same wallet twice for it.
 * Each wallet read is held by a PostgreSQL advisory transaction lock keyed by (network, wallet), taken with
 * `pg_try_advisory_xact_lock` in a transaction that stays open until `read` ends (the round itself runs on other
 * pooled connections). A wallet whose lock is held is not lost: the worker holding it heard the same wake-up, and a
 * wallet woken again during its round is read again after it (watch-payments.ts); the full round is the safety net.
 * On PGlite, one connection in one process, every wallet is free and no transaction is held (it would keep the one
 * connection from the round itself).
 */
export async function withWokenWallets(
  db: Db,
  network: string,
  wallets: readonly string[],
  read: (free: string[]) => Promise<void>,
): Promise<void> {
  if (wallets.length === 0) return;
  if (heldLocks >= lockConnections(db)) return read([...wallets]);
  heldLocks += 1;
  try {
    await readLocked(db, network, wallets, read);
  } finally {
    heldLocks -= 1;
  }
}

/**
 * Transactions holding wallets' locks in this process now. Each keeps a pooled connection through its round, so at
 * most half the pool is spent on them, the other half left to the rounds themselves (a small DATABASE_POOL_SIZE reads
 * without the lock, as two workers did before, rather than wait on itself).
 */
let heldLocks = 0;

async function readLocked(
  db: Db,
  network: string,
  wallets: readonly string[],
  read: (free: string[]) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The two-key form: its key space is apart from the one-key locks taken elsewhere (hashtext of a name).
    const result = (await tx.execute(
      sql`select wallet, pg_try_advisory_xact_lock(hashtext(${`watch-woken:${network}`}), hashtext(wallet)) as free
          from unnest(array[${sql.join(
            wallets.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]) as wallet`,
    )) as unknown as { rows: { wallet: string; free: boolean }[] };
    const free = result.rows.filter((r) => r.free).map((r) => r.wallet);
    if (free.length > 0) await read(free);
  });
}

/**
 * How many of the database's connections may hold wallets' locks: half of a PostgreSQL pool (which other processes
 * may share the database with); none on PGlite, this process's own database.
 */
function lockConnections(db: Db): number {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? Math.floor((client.options.max ?? 10) / 2) : 0;
}
