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
  if (!sharedByProcesses(db)) return read([...wallets]);
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

/** A pool of PostgreSQL connections, which several processes may share; PGlite is this process's alone. */
function sharedByProcesses(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
}
