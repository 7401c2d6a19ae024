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
    const out = execFileSync(process.execPath, [script], { env: { ...process.env, MODULE_GRAPH_ROOT: root }, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, out };
  } catch (err) {
    const e = err as { status: number; stderr: string };
    return { code: e.status, out: e.stderr };
  }
}

const owner = {
  'modules/accounts/schema.ts': "export const users = {};\n",
  'modules/accounts/find-user.ts': "import { users } from './schema';\nexport const findUser = () => users;\n",
};

describe('the module-graph check', () => {
  it('allows foreign keys, type-only imports, tests, test helpers and db/tables.ts', () => {
    const result = check({
      ...owner,
      'modules/payments/schema.ts': "import { users } from '../accounts/schema';\nexport const payments = { users };\n",
      'modules/payments/list.ts': "import type { users } from '../accounts/schema';\nimport { findUser } from '../accounts/find-user';\n",
      'modules/payments/list.test.ts': "import { users } from '../accounts/schema';\n",
      'test/seed.ts': "import { users } from '../modules/accounts/schema';\n",
      'db/tables.ts': "export * from '../modules/accounts/schema';\n",
    });
    expect(result).toMatchObject({ code: 0, out: expect.stringMatching(/2 modules, no cycles, no table reached across/) });
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

  it('still fails on a cycle between modules', () => {
    const result = check({
      'modules/a/run.ts': "import { b } from '../b/run';\nexport const a = 1;\n",
      'modules/b/run.ts': "import { a } from '../a/run';\nexport const b = 1;\n",
    });
    expect(result).toMatchObject({ code: 1, out: expect.stringMatching(/cycles[\s\S]*a -> b -> a/) });
  });
});
