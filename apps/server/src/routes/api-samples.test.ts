import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantAccounts } from '../modules/accounts/schema';
import { webhookHeaders } from '../modules/webhooks/webhook-signature';
import { bearer, createListeningTestContext, signUp, type TestContext } from '../test/test-app';

// The samples the docs pages show (apps/web/api-samples) run here, as written, against a listening server.
const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/api-samples');

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => ({ ctx, baseUrl } = await createListeningTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' })));
afterAll(() => ctx.close());

function startSample(file: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  // @paylink/client from its source (tsx, and the condition its package.json maps to src), as published it is dist.
  const args = ['--conditions=@paylink/source', '--import', 'tsx', path.join(SAMPLES, file)];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(chunk.toString());
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
  });
}

describe('the Node backend sample', () => {
  it('creates a link through the API with the order as Idempotency-Key and reads its status', async () => {
    const m = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({
        walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        subscriptionTier: 'GROWTH',
        subscriptionStatus: 'ACTIVE',
      })
      .where(eq(merchantAccounts.id, m.accountId));
    const apiKey = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) })
    ).json().data.apiKey;

    const { child, url } = await startSample('node-backend.mjs', { PAYLINK_URL: baseUrl, PAYLINK_API_KEY: apiKey });
    try {
      const checkout = async () =>
        fetch(`${url}/checkout`, {
          method: 'POST',
          body: JSON.stringify({ orderId: 1042, amount: '12.5', currency: 'USDC' }),
        });
      const first = await checkout();
      expect(first.status).toBe(201);
      const created = (await first.json()) as { paymentId: string; paymentPageUrl: string; qrCodeUrl: string };
      expect(created.paymentPageUrl).toBe(`${baseUrl}/payment/${created.paymentId}`);
      // A retried checkout returns the same link (Idempotency-Key = order id).
      expect(((await (await checkout()).json()) as { paymentId: string }).paymentId).toBe(created.paymentId);

      const status = await fetch(`${url}/orders/${created.paymentId}/status`);
      expect(await status.json()).toEqual({ status: 'PENDING', paidAt: null });

      const link = (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/payments/payments/${created.paymentId}`,
          headers: bearer(m.token),
        })
      ).json().data.payment;
      expect(link).toMatchObject({
        amount: '12.5',
        currency: 'USDC',
        label: 'Order #1042',
        metadata: { orderId: '1042' },
      });
      expect((await fetch(created.qrCodeUrl)).headers.get('content-type')).toBe('image/png');
    } finally {
      child.kill();
    }
  });
});

describe('the webhook handler sample', () => {
  it('accepts a webhook signed by the server and refuses one whose body was changed', async () => {
    const secret = 'whsec_c2FtcGxlLXNlY3JldC1mb3ItdGhlLXRlc3Q';
    const { child, url } = await startSample('webhook-handler.mjs', { PAYLINK_WEBHOOK_SECRET: secret });
    try {
      const now = new Date();
      const body = JSON.stringify({
        type: 'ping',
        event_type: 'ping',
        event_id: 'evt_sample',
        created_at: now.toISOString(),
        data: { user: { id: 'u', email: 'e@example.com' } },
      });
      const headers = webhookHeaders([secret], body, 'evt_sample', now);
      const ok = await fetch(url, { method: 'POST', headers, body });
      expect([ok.status, await ok.text()]).toEqual([200, 'ok']);
      const tampered = await fetch(url, { method: 'POST', headers, body: body.replace('evt_sample', 'evt_other') });
      expect([tampered.status, await tampered.text()]).toEqual([400, 'no matching signature']);
    } finally {
      child.kill();
    }
  });
});

describe('/embed.js', () => {
  it('is served as JavaScript that any origin may load, and the status it polls is readable cross-origin', async () => {
    const res = await fetch(`${baseUrl}/embed.js`);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(await res.text()).toContain("'paylink:payment'");
    const status = await fetch(`${baseUrl}/api/payments/pay_unknown`, { headers: { origin: 'https://shop.example' } });
    expect(status.status).toBe(404);
    expect(status.headers.get('access-control-allow-origin')).toBe('*');
  });
});
