import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildLandingServer } from './landing-server';
import { createTestContext, type TestContext } from './test/test-app';

const landingRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../landing');

describe('landing server (LANDING_PORT)', () => {
  let ctx: TestContext;
  let landing: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext({ APP_URL: 'https://pay.example.com', SUPPORT_EMAIL: 'help+"x"@example.com' });
    landing = await buildLandingServer({ root: landingRoot, app: ctx.app, config: ctx.deps.config, log: ctx.deps.log });
  });
  afterAll(async () => {
    await landing.close();
    await ctx.close();
  });

  it('serves the page with the app URL and an HTML-escaped support address, and refuses framing', async () => {
    const res = await landing.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('href="https://pay.example.com/register"');
    expect(res.body).toContain('href="https://pay.example.com/login"');
    expect(res.body).toContain('href="https://pay.example.com/api-docs"');
    expect(res.body).toContain('help+&quot;x&quot;@example.com');
    expect(res.body).not.toMatch(/%[A-Z_]+%/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves its assets; an unknown page is an HTML 404 with a way on, an unknown API path the error envelope', async () => {
    expect((await landing.inject({ method: 'GET', url: '/assets/plans.js' })).statusCode).toBe(200);
    const page = await landing.inject({ method: 'GET', url: '/nope' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Page not found');
    expect(page.body).toContain('href="https://pay.example.com/login"');
    expect(page.body).not.toMatch(/%[A-Z_]+%/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/nope'],
    ] as const) {
      const missing = await landing.inject({ method, url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('forwards the public plans to the app in the same process, with its status and body', async () => {
    const direct = await ctx.app.inject({ method: 'GET', url: '/api/admin/subscription-plans/public' });
    const forwarded = await landing.inject({ method: 'GET', url: '/api/admin/subscription-plans/public' });
    expect(forwarded.statusCode).toBe(direct.statusCode);
    expect(forwarded.json()).toEqual(direct.json());
  });

  it('the default landing URL is APP_URL on LANDING_PORT', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.landingUrl).toBe('https://pay.example.com:3000');
  });

  it('follows TRUST_PROXY for the client IP it passes on, instead of trusting every proxy', async () => {
    const echo = Fastify();
    echo.get('/api/admin/subscription-plans/public', async (request) => ({ ip: request.ip }));
    const asSeen = async (trustProxy: TestContext['deps']['config']['trustProxy']) => {
      const server = await buildLandingServer({
        root: landingRoot,
        app: echo,
        config: { ...ctx.deps.config, trustProxy },
        log: ctx.deps.log,
      });
      try {
        const res = await server.inject({
          method: 'GET',
          url: '/api/admin/subscription-plans/public',
          remoteAddress: '203.0.113.5',
          headers: { 'x-forwarded-for': '198.51.100.7' },
        });
        return res.json().ip as string;
      } finally {
        await server.close();
      }
    };
    expect(await asSeen(false)).toBe('203.0.113.5');
    expect(await asSeen(['203.0.113.5'])).toBe('198.51.100.7');
    await echo.close();
  });
});
