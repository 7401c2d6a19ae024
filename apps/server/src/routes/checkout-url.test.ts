import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { bearer, type TestContext } from '../test/test-app';
import type { WebhookReceiver } from '../test/webhook-receiver';
import { startWebhookTestBench, webhookTestTools, type WebhookAnswers } from '../test/webhook-test-tools';

// Issue 38 item 1: every surface that shows a payment carries the shareable checkout page, `<APP_URL>/payment/<id>`.
let ctx: TestContext;
let receiver: WebhookReceiver;
let answers: WebhookAnswers;
beforeAll(async () => {
  ({ ctx, receiver, answers } = await startWebhookTestBench());
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});
const { deliver, at, newPath, merchant, newLink } = webhookTestTools(() => ({
  ctx,
  receiver,
  answers,
  now: new Date(),
}));
const checkout = (id: string) => `${ctx.deps.config.appUrl}/payment/${id}`;

describe('checkoutUrl', () => {
  it('is in the session create response, the detail, the list, the public object and the webhook payload', async () => {
    const m = await merchant();
    const path = newPath();
    const link = await newLink(m.token, `${receiver.url}${path}`);
    expect(link.checkoutUrl).toBe(checkout(link.id));
    expect(link.checkoutUrl).toMatch(/^http:\/\/localhost:\d+\/payment\/pay_\w+$/);

    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${link.id}`, headers: bearer(m.token) })
    ).json().data;
    expect(detail.payment.checkoutUrl).toBe(checkout(link.id));
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/payments', headers: bearer(m.token) })
    ).json().data;
    expect(list.payments.map((p: { checkoutUrl: string }) => p.checkoutUrl)).toEqual([checkout(link.id)]);
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(shown.checkoutUrl).toBe(checkout(link.id));

    await deliver();
    const [created] = at(path);
    expect(JSON.parse(created!.rawBody).data.payment.checkout_url).toBe(checkout(link.id));
  });

  it('is in the /api/v1 create response, retrieve and list', async () => {
    const m = await merchant();
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, m.accountId));
    const apiKey = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) })
    ).json().data.apiKey as string;
    const headers = { 'x-api-key': apiKey };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers,
      payload: { label: 'API order', amount: '2', walletAddress: base58Encode(randomBytes(32)) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data.payment;
    expect(created.checkoutUrl).toBe(checkout(created.id));
    const retrieved = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/payment-links/${created.id}`, headers })
    ).json().data;
    expect(retrieved.payment.checkoutUrl).toBe(checkout(created.id));
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers })).json().data;
    expect(listed.payments[0].checkoutUrl).toBe(checkout(created.id));
  });

  it('is documented in the OpenAPI document: Payment, PublicPayment, ExportRow and the webhook payload', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schemas = doc.components.schemas as Record<
      string,
      { properties?: Record<string, unknown>; required?: string[] }
    >;
    for (const name of ['Payment', 'PublicPayment', 'ExportRow']) {
      expect(Object.keys(schemas[name]!.properties ?? {}), name).toContain('checkoutUrl');
      expect(schemas[name]!.required, name).toContain('checkoutUrl');
    }
    expect(JSON.stringify(doc)).toContain('"checkout_url"');
  });
});
