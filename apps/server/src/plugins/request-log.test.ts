import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'paylink-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');

// What the app's logger really wrote (its request serializer included), line by line.
const logLines: string[] = [];
const log = pino(
  { level: 'info' },
  new Writable({ write: (chunk: Buffer, _enc, done) => (logLines.push(chunk.toString()), done()) }),
);
// Every route whose path has a token parameter, as the app registered it.
const tokenRoutes: { method: HTTPMethods; url: string }[] = [];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, {
    webDist,
    log,
    instrument: (app) =>
      app.addHook('onRoute', (route) => {
        if (!/\/:token(\/|$)/.test(route.url)) return;
        for (const method of [route.method].flat()) if (method !== 'HEAD') tokenRoutes.push({ method, url: route.url });
      }),
  });
});
afterAll(() => ctx.close());

// Issue 48 item 10: refund-claim and subscription-portal tokens, emailed to customers, were logged in full.
describe('the request log (as an attacker who reads the logs)', () => {
  it('never holds a path token: every API route with a token parameter, and the pages that carry one', async () => {
    expect(tokenRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/refund-claims/:token',
        'POST /api/refund-claims/:token',
        'GET /api/subscription-portal/:token',
        'POST /api/subscription-portal/:token/cancel',
      ]),
    );
    const secrets: string[] = [];
    for (const [i, route] of tokenRoutes.entries()) {
      const secret = `ROUTESECRET${i}x${'a'.repeat(30)}`;
      secrets.push(secret);
      const url = route.url.replace(':token', secret);
      await ctx.app.inject({ method: route.method, url, ...(route.method === 'GET' ? {} : { payload: {} }) });
      // The router takes a trailing slash and mixed case too: still no token.
      await ctx.app.inject({
        method: route.method,
        url: `${url}/?x=1`,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
    }
    for (const page of [
      '/refund-claim/PAGESECRET1',
      '/subscription/PAGESECRET2',
      '/Refund-Claim/PAGESECRET3/',
      '/subscription/PAGESECRET4?token=PAGESECRET5',
    ]) {
      await ctx.app.inject({ method: 'GET', url: page });
      secrets.push(...(page.match(/PAGESECRET\d/g) ?? []));
    }
    const text = logLines.join('');
    expect(text).toContain('"url":"/api/refund-claims/[redacted]"');
    expect(text).toContain('"url":"/api/subscription-portal/[redacted]/cancel"');
    expect(text).toContain('"url":"/refund-claim/[redacted]"');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
