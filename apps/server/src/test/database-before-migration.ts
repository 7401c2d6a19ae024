import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { serverPath } from '../lib/server-root';

/**
 * A fresh in-memory PGlite migrated through `lastTag` only (e.g. '0029_finality'), to put data in today's earlier
 * schema and then apply the later migrations to it (`migrateRest`), as a deployed database would go.
 */
export async function databaseBeforeMigration(lastTag: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'paylink-migrations-'));
  cpSync(serverPath('drizzle'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  const client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: folder });
  rmSync(folder, { recursive: true, force: true });
  return {
    /** Raw SQL against the database as it stands. */
    query: <T>(sql: string, params: unknown[] = []) => client.query<T>(sql, params).then((r) => r.rows),
    exec: (sql: string) => client.exec(sql),
    migrateRest: () => migrate(db, { migrationsFolder: serverPath('drizzle') }),
    close: () => client.close(),
  };
}
