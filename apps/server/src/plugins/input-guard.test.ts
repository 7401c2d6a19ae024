import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../modules/accounts/schema';
import { createTestContext, signUp, type TestContext } from '../test/test-app';

/**
 * Fuzzes every route the app has (found from the router, so routes added later are covered too) with input
 * that used to reach the database or Fastify's defaults: each must answer a 4xx with the error shape.
 */
let ctx: TestContext;
let token: string;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  // An admin, so the admin routes' guard lets the fuzzed input through to validation.
  const admin = await signUp(ctx);
  await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.accountId));
  token = admin.token;
  routes = listRoutes(ctx.app.printRoutes({ commonPrefix: false }));
});
afterAll(() => ctx.close());

/** Parses Fastify's route tree ("├── /api/x (GET, HEAD)" with children indented by 4) into method + path pairs. */
function listRoutes(tree: string): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(url);
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD' && m !== 'OPTIONS'))
      found.push({ method, url });
  }
  return found;
}

const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);
const HAS_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** Routes a browser posts an HTML form to (`application/x-www-form-urlencoded`). */
const FORM_ROUTES = new Set(['POST /b/:id']);

async function expectErrorShape(request: InjectOptions, statuses?: number[]) {
  const res = await ctx.app.inject(request);
  const label = JSON.stringify(request).slice(0, 160);
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  if (statuses) expect(statuses, label).toContain(res.statusCode);
  const body = res.json();
  expect(body, label).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
  return res;
}

describe('fuzzing every route', () => {
  it('finds the routes of every module', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const known of [
      'POST /api/auth/login',
      'GET /api/payments/:id',
      'PUT /api/auth/wallets',
      'GET /api/config',
      'POST /api/payments/payment-link',
      'POST /api/payments/payments/:id/refunds',
      'POST /api/v1/payment-links/:id/refunds',
      'POST /api/wallets/proofs',
      'POST /api/wallets/proofs/verify',
      'GET /api/wallets',
    ]) {
      expect(urls).toContain(known);
    }
  });

  it('answers 400 for a NUL byte, 400 for an invalid UTF-8 sequence and 414 for a 5,000-character value in any path parameter', async () => {
    for (const route of routes.filter((r) => r.url.includes(':'))) {
      const headers = { authorization: `Bearer ${token}` };
      await expectErrorShape({ method: route.method, url: withParams(route.url, '%00'), headers }, [400]);
      await expectErrorShape({ method: route.method, url: withParams(route.url, '%ED%A0%80'), headers }, [400]);
      await expectErrorShape({ method: route.method, url: withParams(route.url, 'a'.repeat(5000)), headers }, [414]);
    }
  });

  it('answers 400 for a NUL byte or lone surrogate anywhere in a query string or JSON body', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (const route of routes) {
      const url = withParams(route.url, 'pay_x');
      await expectErrorShape(
        { method: route.method, url: `${url}?status=%00`, headers: { authorization: headers.authorization } },
        [400],
      );
      if (!HAS_BODY.has(route.method)) continue;
      for (const bad of ['a\\u0000b', '\\ud800', 'x\\udfff']) {
        const body = `{"email":"a@b.co","password":"Str0ngPassw0rd","token":"${bad}","label":"${bad}","message":"${bad}","reference":"${bad}","metadata":{"${bad}":"${bad}"},"amount":"1","currency":"SOL","network":"solana","walletAddress":"${bad}","credential":"${bad}"}`;
        await expectErrorShape({ method: route.method, url, headers, payload: body }, [400]);
      }
    }
  });

  it('answers 415 for a body that is not JSON, 400 for broken JSON and 413 for an oversized body', async () => {
    for (const route of routes.filter((r) => HAS_BODY.has(r.method))) {
      const url = withParams(route.url, 'pay_x');
      const auth = { authorization: `Bearer ${token}` };
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ]) {
        // A pay button's page is a plain HTML form: a form body is what it takes (pay-button-routes.test.ts).
        if (type === 'application/x-www-form-urlencoded' && FORM_ROUTES.has(`${route.method} ${route.url}`)) continue;
        await expectErrorShape(
          { method: route.method, url, headers: { ...auth, 'content-type': type }, payload: 'a=1' },
          [415],
        );
      }
      await expectErrorShape(
        {
          method: route.method,
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: '{"email": "a@b.co",',
        },
        [400],
      );
      await expectErrorShape(
        {
          method: route.method,
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: '{"__proto__": {"x": 1}}',
        },
        [400],
      );
      // Larger than every route's body limit (the Stripe webhook takes up to 1 MB).
      await expectErrorShape(
        {
          method: route.method,
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify({ label: 'x'.repeat(2_000_000) }),
        },
        [413],
      );
    }
  });

  it('answers a 12 MB POST with 413 before its body is sent, over real HTTP, and stays healthy', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        // Only the headers and 1 KB of the announced 12 MB: the answer must not wait for the rest.
        socket.write(
          `POST /api/payments/payment-link HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${12 * 1024 * 1024}\r\n\r\n`,
        );
        socket.write('{"label":"' + 'x'.repeat(1024));
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
  });

  it('creates a payment link with a NUL in its label as a 400, not a 500', async () => {
    const res = await expectErrorShape(
      {
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          amount: '1',
          currency: 'SOL',
          network: 'solana',
          label: 'Coffee\u0000',
          walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        },
      },
      [400],
    );
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers unknown API routes and methods with the error shape', async () => {
    await expectErrorShape({ method: 'GET', url: '/api/nope' }, [404]);
    await expectErrorShape({ method: 'DELETE', url: '/api/auth/login' }, [404]);
    await expectErrorShape({ method: 'GET', url: '/api/%00' }, [404, 400]);
  });
});
