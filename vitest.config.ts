import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import ProductSequencer from './e2e/support/product-sequencer';

// @paylink/client is published as a dist build; tests use its source (tsconfig resolves it through the
// `@paylink/source` export condition).
const resolve = {
  alias: { '@paylink/client': fileURLToPath(new URL('./packages/client/src/index.ts', import.meta.url)) },
};

export default defineConfig({
  test: {
    // The default output, then the ten slowest files and a warning for any file over a minute (scripts/slow-files-reporter.ts).
    reporters: ['default', './scripts/slow-files-reporter.ts'],
    // vitest takes the sequencer from the root only: it orders the e2e files by product and leaves the others be.
    sequence: { sequencer: ProductSequencer },
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.ts'] } },
      // The web app's logic and components in a simulated DOM (Testing Library), no server or browser.
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'localnet',
          root: 'packages/localnet',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'bitcoin-localnet',
          root: 'packages/bitcoin-localnet',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time on the two cores (vitest's default leaves one for itself): a file waits on chains,
          // timers and sockets much of its time.
          maxWorkers: 2,
          // vitest runs projects with different maxWorkers as separate groups: this one after the others.
          sequence: { groupOrder: 1 },
          globalSetup: ['./src/test/global-setup.ts'],
          // `npm run test:postgres` runs these on a real server (scripts/test-postgres.mjs); a whole file takes one with
          // a `// @module-tag <name>` comment, one test with `{ tags: ['<name>'] }`.
          tags: [
            {
              name: 'postgres',
              description:
                'can differ on a real PostgreSQL server: races, SKIP LOCKED, NOTIFY between processes, pools, unlogged tables, advisory locks',
            },
            { name: 'smoke', description: "a module's main flow, also run on a real PostgreSQL server" },
          ],
        },
      },
      // One file at a time in one worker that keeps its modules (isolate: false), so products and Chromium started
      // by one file serve the next (e2e/support/suite.ts); the root sequencer runs the files of one product together.
      {
        resolve,
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.test.ts'],
          exclude: ['cluster/**', '**/node_modules/**'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          isolate: false,
        },
      },
      // Separate OS processes on a real PostgreSQL (npm run test:cluster, TEST_DATABASE_URL), not part of npm test.
      {
        resolve,
        test: {
          name: 'cluster',
          root: 'e2e/cluster',
          include: ['*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
