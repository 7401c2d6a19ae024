import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** One `no-restricted-imports` block per server layer: what files in it may not import, and why. */
function serverBoundaries(layers) {
  return layers.map(({ files, ignores, message, patterns }) => ({
    files,
    ...(ignores && { ignores }),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: patterns.map((p) => (typeof p === 'string' ? { group: [p], message } : { ...p, message })) },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['apps/landing/assets/**/*.js'],
    languageOptions: { globals: { document: 'readonly', fetch: 'readonly' } },
  },
  // Server layers (issue 24): server.ts/worker.ts/app.ts wire; routes -> modules -> db and lib; jobs -> modules.
  // Modules know nothing of HTTP or of who calls them. scripts/check-module-graph.mjs keeps modules free of cycles.
  ...serverBoundaries([
    {
      files: ['apps/server/src/modules/**/*.ts'],
      message: 'modules never import routes, plugins, jobs, the entry points or Fastify (pass what they need as arguments)',
      patterns: ['**/routes/**', '**/plugins/**', '**/jobs/**', '**/app', '**/server', '**/worker', 'fastify', 'fastify-*', '@fastify/*'],
    },
    {
      files: ['apps/server/src/routes/**/*.ts'],
      ignores: ['apps/server/src/routes/**/*.test.ts'],
      message: 'routes validate, call a module function and shape the reply: no database access or jobs of their own',
      patterns: ['**/db/**', 'drizzle-orm', 'drizzle-orm/*', '**/jobs/**', '**/worker'],
    },
    {
      files: ['apps/server/src/jobs/**/*.ts'],
      message: 'jobs call modules; they never import routes, plugins or Fastify',
      patterns: ['**/routes/**', '**/plugins/**', 'fastify', 'fastify-*', '@fastify/*'],
    },
    {
      files: ['apps/server/src/plugins/**/*.ts'],
      ignores: ['apps/server/src/plugins/**/*.test.ts'],
      message: 'plugins never import routes or jobs',
      patterns: ['**/routes/**', '**/jobs/**'],
    },
    {
      files: ['apps/server/src/db/**/*.ts', 'apps/server/src/lib/**/*.ts'],
      ignores: ['apps/server/src/db/tables.ts', 'apps/server/src/db/schema.ts'],
      message: 'db and lib are the bottom layer: they import no module, route, plugin or job',
      patterns: ['**/modules/**', '**/routes/**', '**/plugins/**', '**/jobs/**'],
    },
    {
      files: ['apps/server/src/db/tables.ts', 'apps/server/src/db/schema.ts'],
      message: 'the schema collection imports only the modules\' schema.ts files',
      patterns: [{ group: ['**/modules/*/*', '!**/modules/*/schema', '!**/modules/chains/*', '**/modules/chains/*/*', '!**/modules/chains/*/schema'] }, '**/routes/**', '**/plugins/**', '**/jobs/**'],
    },
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
