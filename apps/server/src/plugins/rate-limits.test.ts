import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { merchantAccounts } from '../modules/accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', DASHBOARD_RATE_LIMIT: '30' });
  // A second API instance on the same database: it shares nothing with the first but the database.
  second = await buildApp(ctx.deps);
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

async function keyFor(c: TestContext) {
  const m = await signUp(c);
  await c.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 500, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await c.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
  return { ...m, apiKey: res.json().data.apiKey as string };
}

describe('API rate limit: 100 requests per 15 minutes per merchant, shared by every API instance', () => {
  it(
    'answers the 101st call with 429, Retry-After and the error shape, whichever instance serves it',
    { tags: ['postgres'] },
    async () => {
      const m = await keyFor(ctx);
      const other = await keyFor(ctx);
      for (let i = 1; i <= 100; i += 1) {
        const app = i % 2 === 0 ? second : ctx.app;
        const res = await app.inject({
          method: 'GET',
          url: '/api/v1/payment-links',
          headers: { 'x-api-key': m.apiKey },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['ratelimit-limit']).toBe('100');
        expect(res.headers['ratelimit-remaining']).toBe(String(100 - i));
        expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      }
      for (const app of [ctx.app, second]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/payment-links',
          headers: { authorization: `Bearer ${m.apiKey}` },
          payload: { amount: '1', label: 'x' },
        });
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'RATE_LIMITED',
          error: expect.stringContaining('100 requests per 15 minutes per merchant'),
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.headers['ratelimit-remaining']).toBe('0');
      }
      const [u] = await ctx.deps.db
        .select({ c: merchantAccounts.transactionCredits })
        .from(merchantAccounts)
        .where(eq(merchantAccounts.id, m.accountId));
      expect(u!.c).toBe(400); // refused calls cost nothing
      // Another merchant has its own window.
      const res = await second.inject({
        method: 'GET',
        url: '/api/v1/payment-links',
        headers: { 'x-api-key': other.apiKey },
      });
      expect(res.headers['ratelimit-remaining']).toBe('99');
      // A new key is no new window: the limit belongs to the merchant, not to the key.
      const fresh = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/generate-api-key',
        headers: bearer(m.token),
      });
      const withNewKey = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/payment-links',
        headers: { 'x-api-key': fresh.json().data.apiKey },
      });
      expect(withNewKey.statusCode).toBe(429);
    },
  );

  it('gives signed-in dashboard calls their own per-user limit', async () => {
    const m = await signUp(ctx);
    for (let i = 1; i <= 30; i += 1) {
      const res = await (i % 2 ? ctx.app : second).inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(m.token),
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/stats', headers: bearer(m.token) });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('webhook operations that send or re-arm deliveries are limited per account', () => {
  let hooks: TestContext;
  beforeAll(async () => {
    hooks = await createTestContext({
      REQUIRE_EMAIL_VERIFICATION: 'false',
      ALLOW_INSECURE_WEBHOOKS: 'true',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
  });
  afterAll(() => hooks.close());
  const call = (token: string, url: string, payload?: object) =>
    hooks.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  it('test: 10 per minute, then the one 429 with Retry-After', async () => {
    const m = await signUp(hooks);
    // An unreachable URL: the test send fails fast, which still counts.
    for (let i = 0; i < 10; i += 1)
      expect((await call(m.token, '/api/webhooks/endpoint/test', { url: 'http://127.0.0.1:1/hook' })).statusCode).toBe(
        200,
      );
    const refused = await call(m.token, '/api/webhooks/endpoint/test', { url: 'http://127.0.0.1:1/hook' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', error: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect(
      (await call((await signUp(hooks)).token, '/api/webhooks/endpoint/test', { url: 'http://127.0.0.1:1/hook' }))
        .statusCode,
    ).toBe(200);
  });

  it('resume: 5 per 15 minutes; replay: 5 per hour; resend: 30 per hour', async () => {
    const m = await signUp(hooks);
    for (let i = 0; i < 5; i += 1)
      expect((await call(m.token, '/api/webhooks/endpoint/resume')).statusCode).not.toBe(429);
    expect((await call(m.token, '/api/webhooks/endpoint/resume')).statusCode).toBe(429);
    const since = new Date(Date.now() - 3_600_000).toISOString();
    for (let i = 0; i < 5; i += 1)
      expect((await call(m.token, '/api/webhooks/deliveries/replay', { since })).statusCode).not.toBe(429);
    expect((await call(m.token, '/api/webhooks/deliveries/replay', { since })).statusCode).toBe(429);
    for (let i = 0; i < 30; i += 1)
      expect((await call(m.token, '/api/webhooks/deliveries/whd_missing/resend')).statusCode).toBe(404);
    expect((await call(m.token, '/api/webhooks/deliveries/whd_missing/resend')).statusCode).toBe(429);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const REDIS_SERVER = '/usr/bin/redis-server';
// CI installs redis-server (.ci/run), so these run there; elsewhere the output says why they did not.
if (!existsSync(REDIS_SERVER))
  console.warn(`Skipped: the REDIS_URL rate-limit tests need ${REDIS_SERVER} (Debian package redis-server)`);
describe.runIf(existsSync(REDIS_SERVER))('with REDIS_URL the counters live in Redis', () => {
  let redis: ChildProcess;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const env = { REQUIRE_EMAIL_VERIFICATION: 'false', REDIS_URL: `redis://127.0.0.1:${port}`, API_RATE_LIMIT: '5' };
    a = await createTestContext(env);
    b = await createTestContext(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    redis.kill();
  });

  it('counts one key across instances in Redis', async () => {
    const m = await keyFor(a);
    const call = (c: TestContext) =>
      c.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': m.apiKey } });
    for (let i = 1; i <= 5; i += 1) expect((await call(a)).statusCode).toBe(200);
    expect((await call(a)).statusCode).toBe(429);
    // b has its own database, so the key is unknown there: the refusal above came from the Redis counter.
    expect((await call(b)).statusCode).toBe(401);
  });

  it('keeps the sign-in throttle in Redis too', async () => {
    const login = () =>
      a.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'WrongPass1' },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 5; i += 1) expect((await login()).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
