import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.VITE_API_PROXY ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/** Dev server: /payment/:id is the hosted page's own entry, as the API server serves it in production. */
function hostedPaymentEntry(): Plugin {
  return {
    name: 'paylink-hosted-payment-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/payment\/[^/?]+(\?.*)?$/.test(req.url)) req.url = '/payment.html';
        next();
      });
    },
  };
}

/**
 * Every text file of the build is also written brotli- and gzip-compressed (x.js.br, x.js.gz) at the highest
 * levels, once, so the server (@fastify/static `preCompressed`) sends the smallest copy the browser accepts
 * without compressing anything per request.
 */
function precompress(): Plugin {
  return {
    name: 'paylink-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = bundle[fileName]!;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const target = path.join(options.dir!, fileName);
        writeFileSync(`${target}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The hosted payment page runs the same React components on Preact's React-compatible runtime: react-dom 19
 * alone is 68.6 KB gzip (measured with Vite 8), over the page's whole 60 KB budget; preact/compat is about 10 KB.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Two builds into dist/: the merchant app (index.html), then with `--mode hosted` the hosted payment page
// (payment.html) on its own, so its bundle is tree-shaken for that page alone and shares no chunk
// (router, query client, forms) with the merchant app.
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), hostedPaymentEntry(), precompress()],
  resolve: mode === 'hosted' ? { alias: PREACT_ALIASES } : {},
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build:
    mode === 'hosted'
      ? { outDir: 'dist', emptyOutDir: false, rollupOptions: { input: 'payment.html' } }
      : { outDir: 'dist', emptyOutDir: true },
}));
