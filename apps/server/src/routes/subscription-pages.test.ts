import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { bearer, createTestContext, signUp, uniqueEmail, type TestContext } from '../test/test-app';

// The build's prerendered pages (apps/web/signed-out.html with its #page-data placeholder).
const webDist = mkdtempSync(path.join(os.tmpdir(), 'paylink-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
for (const page of ['subscribe', 'subscription'])
  writeFileSync(path.join(webDist, `${page}.html`), `<!doctype html><div id="root">${page}</div><!--page-data-->`);

let ctx: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' }, undefined, { webDist, log });
});
afterAll(() => ctx.close());

/** The answer the page carries in its #page-data block (null: none). */
function servedAnswer(
  html: string,
): { path: string; status: number; body: { success: boolean } & Record<string, unknown> } | null {
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return block ? JSON.parse(block) : null;
}

async function plan() {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({
      walletAddress: base58Encode(randomBytes(32)),
      transactionCredits: 10,
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/subscriptions/plans',
    headers: bearer(m.token),
    payload: { name: '</script><b>Basic</b>', amount: '1.5', currency: 'USDC', network: 'solana', interval: 'week' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.plan as { id: string };
}

describe('the subscribe page and the customer portal, served with their data', () => {
  it('the subscribe page carries the API’s answer for its plan (escaped), and an unknown plan’s 404', async () => {
    const { id } = await plan();
    const page = await ctx.app.inject({ method: 'GET', url: `/subscribe/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<div id="root">subscribe</div>');
    expect(page.body).not.toContain('</script><b>');
    const api = await ctx.app.inject({ method: 'GET', url: `/api/subscribe/${id}` });
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data;
    expect(servedAnswer(page.body)).toEqual({ path: `/api/subscribe/${id}`, status: 200, body: api.json(), config });

    const unknown = servedAnswer((await ctx.app.inject({ method: 'GET', url: '/subscribe/spl_nope' })).body);
    expect(unknown).toMatchObject({
      path: '/api/subscribe/spl_nope',
      status: 404,
      body: (await ctx.app.inject({ method: 'GET', url: '/api/subscribe/spl_nope' })).json(),
    });
  });

  it('the portal carries the subscription its token opens, and an unknown token’s 404', async () => {
    const { id } = await plan();
    const email = uniqueEmail('buyer');
    const sub = await ctx.app.inject({ method: 'POST', url: `/api/subscribe/${id}`, payload: { email } });
    expect(sub.statusCode, sub.body).toBe(201);
    const mail = await ctx.smtp.waitForEmail(email);
    const prefix = 'http://localhost:8080/subscription/';
    const token = ctx.smtp.linkIn(mail, prefix).slice(prefix.length);

    const page = await ctx.app.inject({ method: 'GET', url: `/subscription/${token}` });
    expect(page.statusCode).toBe(200);
    const api = await ctx.app.inject({ method: 'GET', url: `/api/subscription-portal/${token}` });
    expect(servedAnswer(page.body)).toMatchObject({
      path: `/api/subscription-portal/${token}`,
      status: 200,
      body: api.json(),
    });
    // The page's own route keeps the token out of the request log, as the API's does.
    expect(logLines.join('')).toContain('"url":"/subscription/[redacted]"');
    expect(logLines.join('')).not.toContain(token);
    expect(
      servedAnswer((await ctx.app.inject({ method: 'GET', url: '/subscription/not-a-token' })).body),
    ).toMatchObject({
      status: 404,
      body: { success: false, code: 'NOT_FOUND' },
    });
  });

  it('a portal page counts toward the per-IP limit on token lookups; past it, the page comes without data', async () => {
    const remote = '203.0.113.9';
    for (let i = 0; i < 60; i++)
      await ctx.app.inject({ method: 'GET', url: '/subscription/guess', remoteAddress: remote });
    const page = await ctx.app.inject({ method: 'GET', url: '/subscription/guess', remoteAddress: remote });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<!--page-data-->');
    expect(servedAnswer(page.body)).toBeNull();
    const api = await ctx.app.inject({ method: 'GET', url: '/api/subscription-portal/guess', remoteAddress: remote });
    expect(api.statusCode).toBe(429);
  });
});
