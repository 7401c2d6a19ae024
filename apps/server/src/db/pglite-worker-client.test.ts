import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { isUniqueViolation } from '../lib/pg-errors';

// PGlite on its worker thread (PGLITE_WORKER=1) behaves as in-process PGlite: transactions hold the one connection,
// errors keep their PostgreSQL code, notifications arrive before the statement that sent them resolves.

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', worker: true });
  await database.db.execute(sql`create table worker_probe (id text primary key, n integer not null)`);
});
afterAll(() => database.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

it('runs statements on another thread, migrated like the in-process database', async () => {
  const [row] = await rowsOf(sql`select count(*)::int as n from payments`);
  expect(row).toEqual({ n: 0 });
  expect(database.databaseThreadMs?.()).toBeGreaterThan(0);
});

it('commits a transaction whole, rolls a failed one back, and makes others wait for its end', async () => {
  let outsideSaw: unknown;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into worker_probe values ('a', 1)`);
    // A statement from outside the transaction waits for the connection: it sees the row only once committed.
    void rowsOf(sql`select n from worker_probe where id = 'a'`).then((rows) => (outsideSaw = rows));
    await new Promise((r) => setTimeout(r, 50));
    expect(outsideSaw).toBeUndefined();
    await tx.execute(sql`update worker_probe set n = 2 where id = 'a'`);
  });
  await new Promise((r) => setTimeout(r, 20));
  expect(outsideSaw).toEqual([{ n: 2 }]);

  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values ('b', 1)`);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await rowsOf(sql`select id from worker_probe where id = 'b'`)).toEqual([]);
});

it('keeps the PostgreSQL code and constraint of an error (a unique violation stays one)', async () => {
  const err = await database.db.execute(sql`insert into worker_probe values ('a', 3)`).catch((e: unknown) => e);
  expect(isUniqueViolation(err, 'worker_probe_pkey')).toBe(true);
  const inTx = await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values ('c', 1)`);
      await tx.execute(sql`insert into worker_probe values ('a', 1)`);
    })
    .catch((e: unknown) => e);
  expect(isUniqueViolation(inTx)).toBe(true);
  expect(await rowsOf(sql`select id from worker_probe where id = 'c'`)).toEqual([]);
});

it('carries NOTIFY back to the listeners before the statement that sent it resolves', async () => {
  const heard: string[] = [];
  const stop = database.onNotification('session_revocations', (payload) => heard.push(payload));
  await database.db.execute(sql`select pg_notify('session_revocations', 'probe')`);
  expect(heard).toEqual(['probe']);
  stop();
});

it('keeps what it committed in its data directory across a close and a reopen', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-worker-'));
  try {
    const first = await openDatabase({ kind: 'pglite', dataDir, worker: true });
    await first.db.execute(sql`create table kept (n integer)`);
    await first.db.execute(sql`insert into kept values (7)`);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir, worker: true });
    expect(((await again.db.execute(sql`select n from kept`)) as unknown as { rows: unknown[] }).rows).toEqual([
      { n: 7 },
    ]);
    await again.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
