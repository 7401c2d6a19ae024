// Runs, on a real PostgreSQL server, the server tests whose result can differ there (tagged `postgres`: races,
// SKIP LOCKED, NOTIFY between processes, pools, unlogged tables, advisory locks) and a smoke subset of every module
// (tagged `smoke`). PGlite is PostgreSQL's own engine, so everything else behaves the same on both and runs once, on
// PGlite, in `npm test`. TEST_DATABASE_URL must point at a database on a server where the user may CREATE
// DATABASE (each test file gets its own copy of a migrated template). `--all` runs the whole server suite there.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TAGS = ['postgres', 'smoke'];
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Files with a tagged test, describe or module (`// @module-tag x`, `tags: ['x']`), so the others are never loaded. */
const tagged = new RegExp(`@module-tag\\s+(${TAGS.join('|')})\\b|tags:\\s*\\[?[^\\]\\n]*'(${TAGS.join('|')})'`);
const all = process.argv.includes('--all');
const files = all
  ? []
  : testFiles(path.join(serverRoot, 'src'))
      .filter((f) => tagged.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(serverRoot, f));

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(
  `Server tests against PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')}: ${all ? 'all of them' : `${files.length} files, tests tagged ${TAGS.join(' or ')}`}`,
);
const args = ['vitest', 'run', '--project', 'server', ...(all ? [] : ['--tags-filter', TAGS.join(' || '), ...files])];
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  cwd: path.resolve(serverRoot, '../..'),
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
