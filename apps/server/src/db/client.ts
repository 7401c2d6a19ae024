import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './tables';

/** The one database handle type: PGlite and node-postgres both give a Drizzle PgDatabase; transactions are one too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's URL (PostgreSQL only): other processes share it, so notifications go through LISTEN/NOTIFY. */
  url?: string;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseSource =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and applies pending migrations. */
export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', url: source.url, close: () => pool.end() };
  }
  if (source.dataDir) mkdirSync(source.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: source.dataDir, loadDataDir: source.loadDataDir });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Migrates a fresh in-memory PGlite and returns its data directory as a tarball, for fast test databases. */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
