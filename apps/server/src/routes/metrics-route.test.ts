import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { payments } from '../modules/payments/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('GET /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => ctx.close());

  it('refuses a missing or wrong token with the error shape', async () => {
    for (const headers of [{}, bearer('wrong-token'), bearer(`${TOKEN}x`)]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it(
    'reports requests by route pattern, RPC calls and errors by method, job rounds, backlog, quarantine and webhook queue',
    { tags: ['postgres'] },
    async () => {
      const user = await signUp(ctx);
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
      await ctx.app.inject({ method: 'GET', url: '/api/payments/pay_doesnotexist' });
      // The test chain URL answers nothing: the call fails and is counted as an error of its method.
      await ctx.deps.solanaRpc
        .getSlot()
        .send()
        .catch(() => undefined);
      ctx.deps.metrics.jobRound('watch-payments', 0.02, false);
      ctx.deps.metrics.webhookAttempt('succeeded', 0.3);

      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const text = res.body;
      expect(text).toMatch(
        /paylink_http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/me",status="200"\} 1/,
      );
      expect(text).toMatch(
        /paylink_http_request_duration_seconds_count\{method="GET",route="\/api\/payments\/:id",status="404"\} 1/,
      );
      expect(text).not.toContain('pay_doesnotexist');
      expect(text).toMatch(/paylink_rpc_errors_total\{method="getSlot"\} 1/);
      expect(text).toMatch(/paylink_rpc_call_duration_seconds_count\{method="getSlot",outcome="error"\} 1/);
      expect(text).toMatch(/paylink_job_round_duration_seconds_count\{job="watch-payments",outcome="ok"\} 1/);
      expect(text).toMatch(/paylink_webhook_delivery_latency_seconds_count\{outcome="succeeded"\} 1/);
      const [pending] = await ctx.deps.db.select({ n: count() }).from(payments).where(eq(payments.status, 'PENDING'));
      expect(text).toMatch(new RegExp(`paylink_payment_backlog\\{state="pending"\\} ${pending!.n}\\b`));
      expect(text).toMatch(/paylink_payment_backlog\{state="quarantined"\} 0/);
      expect(text).toMatch(/paylink_watch_backlog_signatures 0/);
      expect(text).toMatch(/paylink_webhook_queue_depth \d+/);
      expect(text).toMatch(/process_cpu_seconds_total/);
      if (ctx.database.kind === 'postgres') expect(text).toMatch(/paylink_db_pool_connections\{state="total"\} \d+/);
    },
  );
});

describe('without METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('has no /metrics route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
  });
});

describe('health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });

  it('liveness and readiness answer 200 while the database answers', async () => {
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({
      status: 'ok',
      watcher: { quarantined: 0 },
      prices: { status: 'ok', source: 'offline', pricesAt: expect.any(String), reason: null },
      networks: {},
      sponsor: { address: expect.any(String), balanceLamports: null, low: false },
      relayer: null,
      screening: {
        status: 'not_configured',
        loadedAt: null,
        ageSeconds: null,
        entries: 0,
        version: null,
        lastFailureAt: null,
      },
    });
  });

  it('without the database: readiness 503 in the error shape, liveness still 200', async () => {
    await ctx.database.close();
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await ctx.app.close();
    await ctx.smtp.close();
  });
});
