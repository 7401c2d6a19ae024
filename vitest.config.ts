import { defineConfig } from 'vitest/config';

// Workspace packages published with a dist build are tested from their source (the same condition tsconfig uses).
const resolve = { conditions: ['@paylink/source', 'import', 'module', 'node', 'default'] };
const ssr = { resolve: { conditions: resolve.conditions, externalConditions: ['@paylink/source'] } };

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'localnet', root: 'packages/localnet', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 } },
      {
        resolve,
        ssr,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      { resolve, ssr, test: { name: 'e2e', root: 'e2e', include: ['**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000, fileParallelism: false } },
    ],
  },
});
