import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/** A fresh, migrated, empty database for one test file: PGlite by default, PostgreSQL under TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<Database> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `paylink_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const url = new URL(templateUrl);
    await admin.query(`create database ${name} template ${url.pathname.slice(1)}`);
    await admin.end();
    url.pathname = `/${name}`;
    return openDatabase({ kind: 'postgres', url: url.toString() });
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  // PGLITE_WORKER=1 runs the test files on the worker-thread client (the switch the server reads from its env).
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([snapshot]), worker: process.env.PGLITE_WORKER === '1' });
}
