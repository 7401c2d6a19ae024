import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { allPaymentLinks, createPaylinkClient, PaylinkError, unwrap, verifyWebhook } from '@paylink/client';
import { merchantAccounts } from './modules/accounts/schema';
import { bearer, createListeningTestContext, signUp, type TestContext } from './test/test-app';

// @paylink/client against the real server over HTTP (its answers pass the contract check like every other).
let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => ({ ctx, baseUrl } = await createListeningTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' })));
afterAll(() => ctx.close());

async function merchantApiKey(): Promise<string> {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({
      walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      subscriptionTier: 'GROWTH',
      subscriptionStatus: 'ACTIVE',
      transactionCredits: 100,
    })
    .where(eq(merchantAccounts.id, m.accountId));
  return (await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) })).json()
    .data.apiKey;
}

describe('@paylink/client', () => {
  it('creates a link with an API key and an Idempotency-Key (a retry replays it), reads it, and pages through every link', async () => {
    const client = createPaylinkClient({ baseUrl, apiKey: await merchantApiKey() });
    const create = () =>
      unwrap(
        client.POST('/api/v1/payment-links', {
          params: { header: { 'idempotency-key': 'order-1' } },
          body: { amount: '2.5', currency: 'USDC', label: 'Order #1', metadata: { orderId: '1' } },
        }),
      );
    const first = await create();
    expect(first.payment).toMatchObject({
      amount: '2.5',
      currency: 'USDC',
      status: 'PENDING',
      metadata: { orderId: '1' },
    });
    expect((await create()).payment.id).toBe(first.payment.id);

    const read = await unwrap(client.GET('/api/v1/payment-links/{id}', { params: { path: { id: first.payment.id } } }));
    expect(read.payment.id).toBe(first.payment.id);

    for (const n of [2, 3, 4])
      await unwrap(
        client.POST('/api/v1/payment-links', { body: { amount: String(n), currency: 'USDC', label: `Order #${n}` } }),
      );
    const labels: string[] = [];
    for await (const link of allPaymentLinks(client, { limit: 2 })) labels.push(link.label);
    expect(labels).toEqual(['Order #4', 'Order #3', 'Order #2', 'Order #1']);
  });

  it('turns an error answer into a PaylinkError with the status and stable code', async () => {
    const client = createPaylinkClient({ baseUrl, apiKey: 'pl_live_not_a_key' });
    const failure = await unwrap(client.GET('/api/v1/payment-links', {})).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(PaylinkError);
    expect(failure).toMatchObject({ status: 401, code: expect.any(String) });
  });

  it('retries a 429 after the Retry-After it names, with the same request', async () => {
    const seen: { key: string | undefined; at: number }[] = [];
    const server = http.createServer((req, res) => {
      seen.push({ key: req.headers['idempotency-key'] as string | undefined, at: Date.now() });
      if (seen.length === 1) {
        res
          .writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' })
          .end(JSON.stringify({ success: false, error: 'slow down', code: 'RATE_LIMITED' }));
        return;
      }
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, data: { payment: { id: 'pay_1' }, recipientWallet: 'w' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const waits: number[] = [];
    try {
      const client = createPaylinkClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        apiKey: 'pl_live_x',
        retry: { sleep: async (ms) => void waits.push(ms) },
      });
      const created = await unwrap(
        client.POST('/api/v1/payment-links', {
          params: { header: { 'idempotency-key': 'k-1' } },
          body: { amount: '1', label: 'x' },
        }),
      );
      expect(created.payment.id).toBe('pay_1');
      expect(waits).toEqual([1000]);
      expect(seen.map((s) => s.key)).toEqual(['k-1', 'k-1']);
    } finally {
      server.close();
    }
  });

  it('verifies Standard Webhooks and legacy Paylink-Signature webhooks, and refuses tampered or stale ones', async () => {
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const rawBody = JSON.stringify({
      type: 'ping',
      event_type: 'ping',
      event_id: 'evt_1',
      created_at: new Date().toISOString(),
      data: { user: { id: 'u', email: 'e' } },
    });
    const t = Math.floor(Date.now() / 1000);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64url');
    const standard = {
      'webhook-id': 'evt_1',
      'webhook-timestamp': String(t),
      'webhook-signature': `v1,${createHmac('sha256', key).update(`evt_1.${t}.${rawBody}`).digest('base64')}`,
    };
    expect(await verifyWebhook({ rawBody, headers: standard, secret })).toMatchObject({
      ok: true,
      scheme: 'standard-webhooks',
      event: { type: 'ping' },
    });
    const legacy = {
      'paylink-signature': `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`,
    };
    expect(await verifyWebhook({ rawBody, headers: new Headers(legacy), secret })).toMatchObject({
      ok: true,
      scheme: 'paylink-signature',
    });

    expect(await verifyWebhook({ rawBody: rawBody.replace('evt_1', 'evt_2'), headers: standard, secret })).toEqual({
      ok: false,
      reason: 'no matching signature',
    });
    expect(await verifyWebhook({ rawBody, headers: legacy, secret, now: new Date((t + 301) * 1000) })).toEqual({
      ok: false,
      reason: 'timestamp outside the tolerance',
    });
    expect(await verifyWebhook({ rawBody, headers: {}, secret })).toEqual({ ok: false, reason: 'no signature header' });
  });
});
