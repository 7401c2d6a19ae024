import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-module-graph.mjs', import.meta.url));

/** Runs the check on a fixture server `src` made of these files; returns its exit code and output. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), source);
  }
  try {
    const out = execFileSync(process.execPath, [script], {
      env: { ...process.env, MODULE_GRAPH_ROOT: root },
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, out };
  } catch (err) {
    const e = err as { status: number; stderr: string };
    return { code: e.status, out: e.stderr };
  }
}

const owner = {
  'modules/accounts/schema.ts': "export const users = pgTable('users', {});\n",
  'modules/accounts/find-user.ts': "import { users } from './schema';\nexport const findUser = () => users;\n",
};

describe('the module-graph check', () => {
  it('allows foreign keys, type-only imports, tests, test helpers, db/tables.ts and the handle importing it, raw SQL on its own tables', () => {
    const result = check({
      ...owner,
      'modules/payments/schema.ts': "import { users } from '../accounts/schema';\nexport const payments = { users };\n",
      'modules/payments/list.ts':
        "import type { users } from '../accounts/schema';\nimport { findUser } from '../accounts/find-user';\n",
      'modules/payments/list.test.ts': "import { users } from '../accounts/schema';\n",
      'test/seed.ts': "import { users } from '../modules/accounts/schema';\n",
      'db/tables.ts': "export * from '../modules/accounts/schema';\n",
      'db/client.ts': "import * as schema from './tables';\n",
      'modules/accounts/rename.ts':
        "import { users } from './schema';\nexport const rename = () => sql`update users set name = ${users.name}`;\n",
      'modules/payments/mark.ts':
        "export const mark = (tx) => tx.execute(sql`update payments set user_id = ${'users'}`);\n",
      'modules/payments/types.ts': "export type { users } from '../accounts/schema';\n",
    });
    expect(result).toMatchObject({
      code: 0,
      out: expect.stringMatching(/2 modules, no cycles, no table reached across/),
    });
  });

  it('lists every file that reaches another module’s table, inside modules and outside', () => {
    const result = check({
      ...owner,
      'modules/payments/schema.ts': 'export const payments = {};\n',
      'modules/payments/count.ts': "import {\n  users,\n} from '../accounts/schema';\n",
      'routes/user-routes.ts': "import { users } from '../modules/accounts/schema';\n",
      'jobs/sweep.ts': "import { payments } from '../modules/payments/schema';\n",
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain('modules/payments/count.ts -> accounts (../accounts/schema)');
    expect(result.out).toContain('routes/user-routes.ts -> accounts (../modules/accounts/schema)');
    expect(result.out).toContain('jobs/sweep.ts -> payments (../modules/payments/schema)');
  });

  it('refuses a table reached through db/tables.ts or any other file that collects tables, and through db.query', () => {
    const result = check({
      ...owner,
      'db/tables.ts': "export * from '../modules/accounts/schema';\n",
      'db/all-tables.ts': "export * as all from './tables';\n",
      'modules/credits/spend.ts': "import { users } from '../../db/tables';\n",
      'modules/credits/count.ts': "import { all } from '../../db/all-tables';\n",
      'modules/credits/find.ts': 'export const find = (db) => db.query.users.findFirst();\n',
      'jobs/sweep.ts': "import { users } from '../db/tables';\n",
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain('modules/credits/spend.ts -> accounts (../../db/tables)');
    expect(result.out).toContain('modules/credits/count.ts -> accounts (../../db/all-tables)');
    expect(result.out).toContain('modules/credits/find.ts -> accounts (db.query.users)');
    expect(result.out).toContain('jobs/sweep.ts -> accounts (../db/tables)');
  });

  it('refuses a table re-exported from a file other than its schema.ts, and the files that import it there', () => {
    const result = check({
      ...owner,
      'modules/accounts/users-table.ts': "export { users } from './schema';\n",
      'modules/accounts/user-columns.ts': "import { users } from './schema';\nexport const userTable = users;\n",
      'modules/accounts/both.ts': "import { users as u } from './schema';\nexport { u };\n",
      'modules/credits/spend.ts': "import { users } from '../accounts/users-table';\n",
    });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /Tables re-exported[^:]*:\n {2}modules\/accounts\/both\.ts\n {2}modules\/accounts\/user-columns\.ts\n {2}modules\/accounts\/users-table\.ts\n/,
    );
    expect(result.out).toContain('modules/credits/spend.ts -> accounts (../accounts/users-table)');
  });

  it('refuses raw SQL naming another module’s table: sql templates, nested ones, execute, query and sql.raw strings', () => {
    const result = check({
      ...owner,
      'modules/credits/schema.ts': "export const ledger = pgTable('credit_ledger', {});\n",
      'modules/credits/change.ts':
        'export const change = (tx, d) => tx.execute(sql`\n  with moved as (update users set credits = credits + ${d} returning id)\n  insert into credit_ledger select id from moved`);\n',
      'modules/credits/check.ts':
        'export const check = (d) => sql`select 1 where ${d ? sql`exists (select 1 from users)` : sql``}`;\n',
      'modules/credits/raw.ts': "export const raw = (db) => db.execute('delete from users');\n",
      'modules/credits/pool.ts': 'export const pool = (client) => client.query(`select * from "users"`);\n',
      'modules/credits/fragment.ts': "export const fragment = () => sql.raw('users.id');\n",
      'lib/purge.ts': 'export const purge = (db) => db.execute(sql`truncate credit_ledger`);\n',
    });
    expect(result.code).toBe(1);
    expect(result.out).toContain('modules/credits/change.ts:1 -> accounts (users)');
    expect(result.out).toContain('modules/credits/check.ts:1 -> accounts (users)');
    expect(result.out).toContain('modules/credits/raw.ts:1 -> accounts (users)');
    expect(result.out).toContain('modules/credits/pool.ts:1 -> accounts (users)');
    expect(result.out).toContain('modules/credits/fragment.ts:1 -> accounts (users)');
    expect(result.out).toContain('lib/purge.ts:1 -> credits (credit_ledger)');
    expect(result.out).not.toMatch(/modules\/credits\/\S+ -> credits/);
  });

  it('still fails on a cycle between modules', () => {
    const result = check({
      'modules/a/run.ts': "import { b } from '../b/run';\nexport const a = 1;\n",
      'modules/b/run.ts': "import { a } from '../a/run';\nexport const b = 1;\n",
    });
    expect(result).toMatchObject({ code: 1, out: expect.stringMatching(/cycles[\s\S]*a -> b -> a/) });
  });
});
