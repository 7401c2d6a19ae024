// Compiles the server (API, worker, landing page, admin CLI) to JavaScript for production: one ESM bundle per entry
// in apps/server/dist, with the workspace packages (@paylink/*, TypeScript sources) compiled in and every npm
// dependency left to node_modules (native modules, binaries and large SDKs stay as installed).
// `npm run start:prod` runs it with plain node; `npm start` keeps running the sources through tsx.
import { copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist');

/** Bare imports stay external, except our own workspace packages, whose TypeScript node cannot run. */
const npmDependenciesExternal = {
  name: 'npm-dependencies-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@paylink/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
const result = await build({
  entryPoints: { server: 'apps/server/src/server.ts', 'admin-cli': 'apps/server/src/admin-cli.ts' },
  absWorkingDir: root,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
  plugins: [npmDependenciesExternal],
});
// PGlite's worker thread (PGLITE_WORKER=1) is plain JavaScript loaded by URL beside the bundle, not bundled.
copyFileSync(path.join(root, 'apps/server/src/db/pglite-worker.mjs'), path.join(outdir, 'pglite-worker.mjs'));
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, out]) => `${path.relative(root, path.resolve(root, file))} ${(out.bytes / 1024).toFixed(0)} KB`);
console.log(`server build (${Date.now() - started} ms): ${bytes.join(', ')}`);
