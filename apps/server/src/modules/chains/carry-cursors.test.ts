import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { replayMigration } from '../../test/replay-migration';
import { readCursors } from './cursors';
import { chainCursors } from './schema';

// The migration that replaces the two cursor tables by chain_cursors; the database already ran it (with both empty),
// so the test puts the old tables back as they were, with a cursor each, and runs it again.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('carries a Solana cursor (with its scan state) and an EVM cursor over, then drops the old tables', async () => {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 5));
  const busy = new Date(Date.UTC(2026, 0, 1, 0, 10));
  await database.db.execute(sql`DROP TABLE "chain_cursors"`);
  await database.db.execute(sql`CREATE TABLE "watch_cursors" (
    "address" text PRIMARY KEY NOT NULL, "last_signature" text, "fingerprint" text, "scan_head" text, "scan_before" text,
    "busy_until" timestamp with time zone, "signatures_in_window" integer DEFAULT 0 NOT NULL,
    "window_started_at" timestamp with time zone, "updated_at" timestamp with time zone DEFAULT now() NOT NULL)`);
  await database.db.execute(sql`CREATE TABLE "evm_watch_cursors" (
    "network" text PRIMARY KEY NOT NULL, "last_block" bigint NOT NULL, "updated_at" timestamp with time zone DEFAULT now() NOT NULL)`);
  await database.db.execute(
    sql`INSERT INTO "watch_cursors" VALUES ('SolWallet111', 'sig_last', 'fp', 'sig_head', 'sig_before', ${busy.toISOString()}, 7, ${at.toISOString()}, ${at.toISOString()})`,
  );
  await database.db.execute(sql`INSERT INTO "evm_watch_cursors" VALUES ('base', 12345678901, ${at.toISOString()})`);

  await replayMigration(database.db, '0018_chain-cursors.sql');

  expect((await readCursors(database.db, 'solana', ['SolWallet111'])).get('SolWallet111')).toEqual({
    network: 'solana',
    key: 'SolWallet111',
    position: 'sig_last',
    fingerprint: 'fp',
    scanHead: 'sig_head',
    scanBefore: 'sig_before',
    busyUntil: busy,
    signaturesInWindow: 7,
    windowStartedAt: at,
    updatedAt: at,
  });
  expect((await readCursors(database.db, 'base', [''])).get('')).toMatchObject({
    position: '12345678901',
    busyUntil: null,
    signaturesInWindow: 0,
    updatedAt: at,
  });
  expect(await database.db.select().from(chainCursors)).toHaveLength(2);
  const left = await database.db
    .select({
      solana: sql<string | null>`to_regclass('watch_cursors')::text`,
      evm: sql<string | null>`to_regclass('evm_watch_cursors')::text`,
    })
    .from(chainCursors)
    .limit(1);
  expect(left).toEqual([{ solana: null, evm: null }]);
});
