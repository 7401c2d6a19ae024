import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solanaBrowserRpcUrl } from '@paylink/shared';
import { publicClientConfig } from '../config/public-client-config';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'paylink-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/app.js"></script>',
);
writeFileSync(
  path.join(webDist, 'payment.html'),
  '<!doctype html><div id="root"><!--payment-markup--></div><!--payment-data--><script type="module" src="/payment.js"></script>',
);

const logLines: string[] = [];
const log = pino(
  { level: 'info' },
  new Writable({ write: (chunk: Buffer, _enc, done) => (logLines.push(chunk.toString()), done()) }),
);

let ctx: TestContext;
let https: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' }, undefined, { webDist, log });
  https = await createTestContext({ APP_URL: 'https://pay.example.com' }, undefined, { webDist });
});
afterAll(async () => {
  await ctx.close();
  await https.close();
});

const get = (url: string, app = ctx) => app.app.inject({ method: 'GET', url });

function csp(headers: Record<string, unknown>): Record<string, string> {
  const value = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...rest]) => [name!, rest.join(' ')]),
  );
}

describe('security headers', () => {
  it('gives the app a CSP without inline script, and refuses framing of the dashboard, API and 404s', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/settings',
      '/api/health',
      '/api/config',
      '/api/payments/pay_x',
      '/api/payments/pay_x/events',
      '/api/nope',
      '/payment/a/b',
      '/payment/',
    ]) {
      const res = await get(url);
      const policy = csp(res.headers);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(policy['frame-ancestors'], url).toBe("'none'");
      expect(policy['default-src'], url).toBe("'self'");
      expect(policy['script-src'], url).not.toContain('unsafe-inline');
      expect(policy['object-src'], url).toBe("'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets any site frame the hosted payment page /payment/:id, with the same CSP otherwise', async () => {
    // An unknown id still gets the hosted page (its 'Payment not found' view), framable like any other.
    const res = await get('/payment/pay_abc123');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const policy = csp(res.headers);
    expect(policy['frame-ancestors']).toBe('*');
    expect(policy['script-src']).not.toContain('unsafe-inline');
  });

  it('lets the hosted page, and it alone, call the Solana RPC a browser wallet’s transfer reads its blockhash from', async () => {
    const rpc = new URL(solanaBrowserRpcUrl(publicClientConfig(ctx.deps.config))!).origin;
    expect(csp((await get('/payment/pay_abc123')).headers)['connect-src']!.split(' ')).toContain(rpc);
    for (const url of ['/', '/dashboard', '/api/config'])
      expect(csp((await get(url)).headers)['connect-src'], url).not.toContain(rpc);
  });

  it('sends HSTS only when APP_URL is https', async () => {
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/api/health', https)).headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('request log', () => {
  it('never contains tokens from emailed links, API keys or bearer tokens', async () => {
    const { token } = await signUp(ctx);
    await get('/verify-email?token=VERIFYSECRET123');
    await get('/reset-password?token=RESETSECRET456&x=1');
    await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(token), 'x-api-key': 'pk_live_APIKEYSECRET' },
    });
    await get('/api/payments/pay_x?apiKey=QUERYKEYSECRET');
    const text = logLines.join('');
    expect(text).toContain('/reset-password?token=[redacted]&x=1');
    for (const secret of ['VERIFYSECRET123', 'RESETSECRET456', 'APIKEYSECRET', 'QUERYKEYSECRET', token])
      expect(text).not.toContain(secret);
  });
});
