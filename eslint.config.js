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

/**
 * The web app's layers (Bulletproof React): app → features → components and lib. A feature never imports
 * another feature (the app composes them), and components/ and lib/ never import a feature or the app, so
 * neither is a back door between features. Imports are relative, so the patterns are written per folder
 * depth: `depth` is how many folders below apps/web/src the file sits (features/<f>/components/x.tsx is 3).
 */
const WEB_SRC = 'apps/web/src';
const up = (n) => `^(\\.\\./){${n}}`;
const layerMessage = {
  feature: 'A web feature never imports another feature: compose them in apps/web/src/app (routes, layouts).',
  app: 'Only the app layer (apps/web/src/app) imports the app; features, components and lib sit below it.',
  shared: 'components/ and lib/ are shared by every feature and never import a feature or the app.',
};
function webLayerBlocks() {
  const blocks = [];
  for (let depth = 2; depth <= 4; depth++) {
    const file = `${WEB_SRC}/features/*/${'*/'.repeat(depth - 2)}*.{ts,tsx}`;
    blocks.push({
      files: [file],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              // Up to features/ and then down into a folder: another feature.
              { regex: `${up(depth - 1)}(?!\\.\\./)[^/]+/`, message: layerMessage.feature },
              { regex: `${up(depth)}app/`, message: layerMessage.app },
            ],
          },
        ],
      },
    });
  }
  for (let depth = 1; depth <= 3; depth++) {
    const files = ['components', 'lib'].map((dir) => `${WEB_SRC}/${dir}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`);
    blocks.push({
      files,
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: `${up(depth)}(features|app)/`, message: layerMessage.shared }] },
        ],
      },
    });
  }
  return blocks;
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
  ...webLayerBlocks(),
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
      message:
        'modules never import routes, plugins, jobs, the entry points or Fastify (pass what they need as arguments)',
      // The entry point server.ts, by a relative path: a package's `server/` (the MCP SDK's protocol server) is no entry point.
      patterns: [
        '**/routes/**',
        '**/plugins/**',
        '**/jobs/**',
        '**/app',
        { regex: '^\\.\\.?/(.*/)?server$' },
        '**/worker',
        'fastify',
        'fastify-*',
        '@fastify/*',
      ],
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
      message: "the schema collection imports only the modules' schema.ts files",
      patterns: [
        {
          group: [
            '**/modules/*/*',
            '!**/modules/*/schema',
            '!**/modules/chains/*',
            '**/modules/chains/*/*',
            '!**/modules/chains/*/schema',
            '!**/modules/payments/*',
            '**/modules/payments/*/*',
            '!**/modules/payments/*/schema',
          ],
        },
        '**/routes/**',
        '**/plugins/**',
        '**/jobs/**',
      ],
    },
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
