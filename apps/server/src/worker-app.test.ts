import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { base58Encode } from '@paylink/shared';
import { bearer, createTestContext, signUp, type TestContext } from './test/test-app';
import { startWorker, type Worker } from './worker';
import { buildWorkerApp } from './worker-app';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('a worker process over HTTP (--role=worker)', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let worker: Worker;
  beforeAll(async () => {
    ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', METRICS_TOKEN: TOKEN });
    // A pending link, so the watcher has something to ask the chain about.
    const m = await signUp(ctx);
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { label: 'Order', amount: '0.05', walletAddress: base58Encode(randomBytes(32)) },
    });
    expect(link.statusCode).toBe(201);
    worker = startWorker(ctx.deps);
    app = await buildWorkerApp(ctx.deps);
  });
  afterAll(async () => {
    await app.close();
    await worker.stop();
    await ctx.close();
  });

  it('answers liveness and readiness', async () => {
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('reports its own job rounds and chain RPC calls on /metrics (they happen only in workers), for the bearer token only', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).json()).toMatchObject({
      success: false,
      code: 'UNAUTHORIZED',
    });
    // The test chain URL answers nothing: the watcher's rounds fail, and each failed call is counted by method.
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body, {
        timeout: 30_000,
      })
      .toMatch(/paylink_job_round_duration_seconds_count\{job="deliver-webhooks",outcome="ok"\} [1-9]/);
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body, {
        timeout: 30_000,
      })
      .toMatch(/paylink_rpc_errors_total\{method="\w+"\} [1-9]/);
    const text = (await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body;
    expect(text).toMatch(/paylink_job_round_duration_seconds_count\{job="watch-payments:solana",outcome="\w+"\} [1-9]/);
    expect(text).toMatch(/paylink_payment_backlog\{state="pending"\} 1/);
    expect(text).toMatch(/paylink_payment_backlog\{state="quarantined"\} 0/);
    expect(text).toMatch(/paylink_watch_backlog_signatures 0/);
  });

  it('serves nothing of the API: other routes are 404 in the error shape', async () => {
    for (const url of ['/api/auth/me', '/api/payments/payments', '/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
