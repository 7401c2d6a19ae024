import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createServer, defineConfig, type Plugin, type Rolldown } from 'vite';
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
function writeCompressed(target: string, bytes: Buffer): void {
  writeFileSync(
    `${target}.br`,
    brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
  );
  writeFileSync(`${target}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * The page's stylesheet put inline: a first paint then needs the HTML alone, one round trip less on a slow
 * phone. Only for pages whose first paint is the server's markup (prerendered pages, the hosted page).
 */
function inlineStylesheet(html: string, bundle: Rolldown.OutputBundle): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, fileName: string) => {
    const css = bundle[fileName];
    return css?.type === 'asset' ? `<style>${String(css.source)}</style>` : link;
  });
}

/** A light entry's HTML with its stylesheet inline (its first paint is the server's markup, or the prerendered page's). */
function inlineEntryStylesheet(page: string): Plugin {
  return {
    name: 'paylink-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle[page];
      if (html?.type === 'asset') html.source = inlineStylesheet(String(html.source), bundle);
    },
  };
}

function precompress(): Plugin {
  return {
    name: 'paylink-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = bundle[fileName]!;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = Buffer.from(source);
        if (bytes.length >= 1024) writeCompressed(path.join(options.dir!, fileName), bytes);
      }
    },
  };
}

/**
 * The signed-out pages (src/signed-out/prerender.tsx) written as login.html, register.html, ...: signed-out.html
 * with the page's markup in #root, so it paints before any script runs. The server picks one per URL
 * (apps/server/src/signed-out-pages.ts).
 */
function prerenderSignedOutPages(): Plugin {
  return {
    name: 'paylink-prerender',
    apply: 'build',
    async writeBundle(options, bundle) {
      const entry = bundle['signed-out.html'];
      if (entry?.type !== 'asset') return;
      const html = String(entry.source);
      if (!html.includes('<div id="root"></div>'))
        throw new Error('signed-out.html has no empty #root to prerender into');
      const server = await createServer({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        plugins: [react()],
        resolve: { alias: SIGNED_OUT_ALIASES },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { prerenderedPages } = (await server.ssrLoadModule(
          '/src/signed-out/prerender.tsx',
        )) as typeof import('./src/signed-out/prerender');
        for (const [name, markup] of Object.entries(prerenderedPages())) {
          const page = Buffer.from(html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`));
          const target = path.join(options.dir!, `${name}.html`);
          writeFileSync(target, page);
          writeCompressed(target, page);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The hosted payment page and the signed-out pages run the same React components on Preact's React-compatible
 * runtime: react-dom 19 alone is 68.6 KB gzip (measured with Vite 8), over the hosted page's whole 60 KB budget;
 * preact/compat is about 10 KB.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The signed-out pages' routing helpers (src/signed-out/location.tsx) stand in for react-router there: the pages
 * shared with the merchant app import Link and useNavigate from it, and the library would be a seventh of the script.
 */
const SIGNED_OUT_ROUTER = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./src/signed-out/location.tsx', import.meta.url)),
};

/**
 * No query client on the signed-out pages (src/signed-out/query-client.tsx): their requests are plain calls, and
 * the client, its caches and observers would be a sixth of the script.
 */
const SIGNED_OUT_QUERY_CLIENT = {
  find: /^@tanstack\/react-query$/,
  replacement: fileURLToPath(new URL('./src/signed-out/query-client.tsx', import.meta.url)),
};
const SIGNED_OUT_ALIASES = [SIGNED_OUT_ROUTER, SIGNED_OUT_QUERY_CLIENT];

/** The light entries, each its own build (`vite build --mode <name>`) on Preact, sharing no chunk with the merchant app. */
const LIGHT_ENTRIES: Record<
  string,
  { html: string; plugins: Plugin[]; aliases: { find: RegExp; replacement: string }[] }
> = {
  hosted: { html: 'payment.html', plugins: [inlineEntryStylesheet('payment.html')], aliases: PREACT_ALIASES },
  'signed-out': {
    html: 'signed-out.html',
    plugins: [inlineEntryStylesheet('signed-out.html'), prerenderSignedOutPages()],
    aliases: [...PREACT_ALIASES, ...SIGNED_OUT_ALIASES],
  },
};

// Three builds into dist/: the merchant app (index.html), then with `--mode hosted` the hosted payment page
// (payment.html) and with `--mode signed-out` the signed-out pages (signed-out.html), each tree-shaken for its
// pages alone (no router data APIs, query cache or dashboard code of the merchant app).
export default defineConfig(({ mode }) => {
  const light = LIGHT_ENTRIES[mode];
  return {
    plugins: [react(), tailwindcss(), hostedPaymentEntry(), precompress(), ...(light?.plugins ?? [])],
    resolve: light ? { alias: light.aliases } : {},
    server: {
      port: 5173,
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
    build: light
      ? { outDir: 'dist', emptyOutDir: false, rollupOptions: { input: light.html } }
      : { outDir: 'dist', emptyOutDir: true },
  };
});
