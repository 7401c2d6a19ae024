// Runs the server test suite against a real PostgreSQL server. TEST_DATABASE_URL must point at a database
// on a server where the user may CREATE DATABASE (each test file gets its own copy of a migrated template).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`Server tests against PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
