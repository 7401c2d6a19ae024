// @module-tag smoke
import { Webhook } from 'standardwebhooks';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { deliverDueWebhooks } from '../modules/webhooks/deliver-due-webhooks';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from '../test/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';

let ctx: TestContext;
let receiver: WebhookReceiver;
let now = new Date();
const failing = new Set<string>();
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    ALLOW_INSECURE_WEBHOOKS: 'true',
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  receiver = await startWebhookReceiver((r) =>
    failing.has(r.path)
      ? { status: 500, body: 'down for maintenance' }
      : { status: 200, body: `thanks from ${r.path}` },
  );
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

const deliver = () => deliverDueWebhooks(ctx.deps, { now: () => now, timeoutMs: 1000, concurrency: 500 });

const merchant = () => signUpWithCredits(ctx, 100);

function api(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api/webhooks${url}`,
    headers: bearer(token),
    payload: payload as object | undefined,
  });
}

async function newLink(token: string, webhookUrl?: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', amount: '2', walletAddress: base58Encode(randomBytes(32)), webhookUrl },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment as { id: string };
}

describe('webhook settings API', () => {
  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/webhooks/endpoint' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('gives each merchant a whsec_ secret, sets and clears the default URL, refuses bad URLs with a 400', async () => {
    const m = await merchant();
    const first = await api(m.token, 'GET', '/endpoint');
    expect(first.json().data.endpoint).toMatchObject({
      url: null,
      secret: expect.stringMatching(/^whsec_/),
      paused: false,
      previousSecretExpiresAt: null,
    });
    const set = await api(m.token, 'PUT', '/endpoint', { url: `${receiver.url}/default` });
    expect(set.json().data.endpoint.url).toBe(`${receiver.url}/default`);
    const bad = await api(m.token, 'PUT', '/endpoint', { url: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      error: 'Webhook URL must be a valid URL',
      code: 'VALIDATION_ERROR',
    });
    const cleared = await api(m.token, 'PUT', '/endpoint', { url: '' });
    expect(cleared.json().data.endpoint.url).toBeNull();

    const rotated = await api(m.token, 'POST', '/endpoint/rotate-secret');
    expect(rotated.json().data.endpoint.secret).not.toBe(first.json().data.endpoint.secret);
    expect(rotated.json().data.endpoint.previousSecretExpiresAt).not.toBeNull();
  });

  it('sends a signed ping and shows what the receiver answered', async () => {
    const m = await merchant();
    const res = await api(m.token, 'POST', '/endpoint/test', { url: `${receiver.url}/ping` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toMatchObject({
      ok: true,
      statusCode: 200,
      responseBody: 'thanks from /ping',
      error: null,
    });
    const ping = receiver.received.at(-1)!;
    expect(JSON.parse(ping.rawBody)).toMatchObject({
      event_type: 'ping',
      type: 'ping',
      data: { user: { id: m.accountId, email: m.email } },
    });
    expect(ping.headers['paylink-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const secret = (await api(m.token, 'GET', '/endpoint')).json().data.endpoint.secret as string;
    expect(new Webhook(secret).verify(ping.rawBody, ping.headers as Record<string, string>)).toMatchObject({
      event_type: 'ping',
    });

    failing.add('/ping-down');
    const down = await api(m.token, 'POST', '/endpoint/test', { url: `${receiver.url}/ping-down` });
    expect(down.json().data.result).toMatchObject({ ok: false, statusCode: 500, responseBody: 'down for maintenance' });
    const none = await api(m.token, 'POST', '/endpoint/test', {});
    expect(none.statusCode).toBe(400);
  });

  it('lists deliveries (also per payment), shows one with its request body and attempts, and keeps them private', async () => {
    const m = await merchant();
    await api(m.token, 'PUT', '/endpoint', { url: `${receiver.url}/list-default` });
    const a = await newLink(m.token);
    const b = await newLink(m.token, `${receiver.url}/list-own`);
    await deliver();

    const all = (await api(m.token, 'GET', '/deliveries')).json().data.deliveries;
    expect(all.map((d: { paymentId: string }) => d.paymentId)).toEqual([b.id, a.id]);
    const forA = (await api(m.token, 'GET', `/deliveries?paymentId=${a.id}`)).json().data.deliveries;
    expect(forA).toEqual([
      expect.objectContaining({
        paymentId: a.id,
        eventType: 'payment.created',
        status: 'succeeded',
        attempts: 1,
        url: `${receiver.url}/list-default`,
      }),
    ]);

    const detail = (await api(m.token, 'GET', `/deliveries/${forA[0].id}`)).json().data.delivery;
    expect(JSON.parse(detail.requestBody)).toMatchObject({
      event_type: 'payment.created',
      data: { payment: { id: a.id } },
    });
    expect(detail.attemptLog).toEqual([
      expect.objectContaining({
        statusCode: 200,
        responseBody: 'thanks from /list-default',
        url: `${receiver.url}/list-default`,
      }),
    ]);

    const other = await merchant();
    expect((await api(other.token, 'GET', `/deliveries/${forA[0].id}`)).statusCode).toBe(404);
    expect((await api(other.token, 'POST', `/deliveries/${forA[0].id}/resend`)).statusCode).toBe(404);
    expect((await api(other.token, 'GET', '/deliveries')).json().data.deliveries).toEqual([]);
  });

  it('pauses an endpoint that failed everything for 3 days, emails the merchant, and Resume sends what waited', async () => {
    const m = await merchant();
    failing.add('/flaky');
    await api(m.token, 'PUT', '/endpoint', { url: `${receiver.url}/flaky` });
    const link = await newLink(m.token);
    now = new Date();
    await deliver();
    for (let i = 0; i < 20 && !(await api(m.token, 'GET', '/endpoint')).json().data.endpoint.paused; i += 1) {
      now = new Date(now.getTime() + 7 * HOUR);
      await deliver();
    }
    const endpoint = (await api(m.token, 'GET', '/endpoint')).json().data.endpoint;
    expect(endpoint.paused).toBe(true);
    const [failed] = (await api(m.token, 'GET', `/deliveries?paymentId=${link.id}`)).json().data.deliveries;
    expect(failed).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(failed.attempts).toBeGreaterThan(5);
    const email = await ctx.smtp.waitForEmail(m.email, 'webhooks are paused');
    expect(email.text).toContain('http://localhost:8080/settings?tab=webhooks');

    // While paused, new events wait instead of being sent.
    failing.delete('/flaky');
    const later = await newLink(m.token);
    const sent = receiver.received.length;
    await deliver();
    expect(receiver.received.length).toBe(sent);

    const resumed = await api(m.token, 'POST', '/endpoint/resume');
    expect(resumed.json().data).toMatchObject({ endpoint: { paused: false }, requeued: 1 });
    await deliver();
    expect((await api(m.token, 'GET', `/deliveries?paymentId=${later.id}`)).json().data.deliveries[0]).toMatchObject({
      status: 'succeeded',
    });

    // Resend the one that failed for good: same event, one more attempt, now succeeding.
    const resend = await api(m.token, 'POST', `/deliveries/${failed.id}/resend`);
    expect(resend.json().data.delivery).toMatchObject({ status: 'pending', attempts: failed.attempts });
    await deliver();
    const after = (await api(m.token, 'GET', `/deliveries/${failed.id}`)).json().data.delivery;
    expect(after).toMatchObject({ status: 'succeeded', attempts: failed.attempts + 1, eventId: failed.eventId });
  });

  it('resends a delivery through the merchant API with an API key, for one credit', async () => {
    const m = await merchant();
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, m.accountId));
    const key = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) })
    ).json().data.apiKey as string;
    await api(m.token, 'PUT', '/endpoint', { url: `${receiver.url}/by-key` });
    const link = await newLink(m.token);
    now = new Date();
    await deliver();
    const [sent] = (await api(m.token, 'GET', `/deliveries?paymentId=${link.id}`)).json().data.deliveries;
    expect(sent).toMatchObject({ status: 'succeeded', attempts: 1 });

    const creditsBefore = (
      await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, m.accountId))
    )[0]!.transactionCredits;
    const url = `/api/v1/webhooks/deliveries/${sent.id}/resend`;
    const res = await ctx.app.inject({ method: 'POST', url, headers: { 'x-api-key': key } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.delivery).toMatchObject({ id: sent.id, status: 'pending', eventId: sent.eventId });
    expect(
      (await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, m.accountId)))[0]!
        .transactionCredits,
    ).toBe(creditsBefore - 1);
    now = new Date();
    await deliver();
    expect((await api(m.token, 'GET', `/deliveries/${sent.id}`)).json().data.delivery).toMatchObject({
      status: 'succeeded',
      attempts: 2,
    });

    // Another merchant's delivery is a 404 and costs nothing; a session token is not an API key.
    const other = await merchant();
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, other.accountId));
    const otherKey = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(other.token) })
    ).json().data.apiKey as string;
    expect((await ctx.app.inject({ method: 'POST', url, headers: { 'x-api-key': otherKey } })).statusCode).toBe(404);
    expect(
      (await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, other.accountId)))[0]!
        .transactionCredits,
    ).toBe(100);
    expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(m.token) })).statusCode).toBe(401);
  });

  it('replays every failed delivery since a time', async () => {
    const m = await merchant();
    failing.add('/replay');
    await api(m.token, 'PUT', '/endpoint', { url: `${receiver.url}/replay` });
    const start = new Date(Date.now() - 1000);
    const links = [await newLink(m.token), await newLink(m.token)];
    now = new Date();
    for (let i = 0; i < 14; i += 1) {
      await deliver();
      now = new Date(now.getTime() + 7 * HOUR);
    }
    const failed = (await api(m.token, 'GET', '/deliveries?status=failed')).json().data.deliveries;
    expect(failed.map((d: { paymentId: string }) => d.paymentId).sort()).toEqual(links.map((l) => l.id).sort());

    failing.delete('/replay');
    const bad = await api(m.token, 'POST', '/deliveries/replay', { since: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    const replay = await api(m.token, 'POST', '/deliveries/replay', { since: start.toISOString() });
    expect(replay.json().data).toEqual({ requeued: 2 });
    await api(m.token, 'POST', '/endpoint/resume');
    await deliver();
    await deliver();
    expect((await api(m.token, 'GET', '/deliveries?status=succeeded')).json().data.deliveries).toHaveLength(2);
  });
});
