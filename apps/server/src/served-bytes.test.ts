import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLandingServer } from './landing-server';
import { createTestContext, type TestContext } from './test/test-app';

// A build as `vite build` writes it: hashed files under assets/, HTML at the top, each with .br and .gz beside it.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'paylink-web-'));
const files: Record<string, string> = {
  'index.html': '<!doctype html><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
  'login.html': `<!doctype html><div id="root"><form data-testid="login-form">${'<input disabled="">'.repeat(100)}</form></div>`,
  'assets/index-Ab12Cd34.js': `console.log(${JSON.stringify('the merchant app '.repeat(200))});`,
};
mkdirSync(path.join(webDist, 'assets'));
for (const [name, text] of Object.entries(files)) {
  writeFileSync(path.join(webDist, name), text);
  writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
  writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
}
writeFileSync(
  path.join(webDist, 'payment.html'),
  '<!doctype html><div id="root"><!--payment-markup--></div><!--payment-data-->',
);

const landingRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../landing');

function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

let ctx: TestContext;
let landing: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { webDist });
  landing = await buildLandingServer({ root: landingRoot, app: ctx.app, config: ctx.deps.config, log: ctx.deps.log });
});
afterAll(async () => {
  await landing.close();
  await ctx.close();
});

const BROWSER = 'gzip, deflate, br, zstd';

describe('served bytes: compression and caching', () => {
  it('sends hashed assets precompressed (br, else gzip, else plain) and cacheable for a year', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(files[url.slice(1)]!.length / 4);
    expect(decoded(br)).toBe(files[url.slice(1)]);

    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(files[url.slice(1)]);

    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files[url.slice(1)]);
  });

  it('sends a prerendered page for its own path (query string or not), compressed and revalidated', async () => {
    for (const url of ['/login', '/login?next=%2Fsettings']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(res), url).toBe(files['login.html']);
    }
  });

  it('sends the app HTML (any other client route) compressed and revalidated on every load', async () => {
    for (const url of ['/dashboard', '/register', '/login/extra', '/index.html']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': BROWSER } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(res), url).toBe(files['index.html']);
    }
  });

  it('sends the hosted payment page compressed and never cached (it carries the payment)', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/payment/pay_missing',
      headers: { 'accept-encoding': BROWSER },
    });
    expect(br.statusCode).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(decoded(br)).toContain('"paymentId":"pay_missing"');

    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/payment/pay_missing',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(decoded(br));
    const plain = await ctx.app.inject({ method: 'GET', url: '/payment/pay_missing' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(decoded(br));
  });

  it('sends the landing page and its assets compressed; the unhashed assets revalidate by ETag', async () => {
    const page = await landing.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': BROWSER } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decoded(page)).toContain('<h1');

    const asset = await landing.inject({
      method: 'GET',
      url: '/assets/styles.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['content-type']).toContain('text/css');
    expect(asset.headers['cache-control']).toBe('no-cache');
    const etag = String(asset.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await landing.inject({
      method: 'GET',
      url: '/assets/styles.css',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
