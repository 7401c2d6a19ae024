import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { paymentEvents } from '../modules/payments/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

let ips = 0;
const nextIp = () => `10.56.0.${++ips}`;

async function merchant() {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: base58Encode(randomBytes(32)), transactionCredits: 10 })
    .where(eq(merchantAccounts.id, m.accountId));
  return m;
}
async function newButton(token: string, body: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/pay-buttons', headers: bearer(token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.button;
}
const formPost = (id: string, form: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/b/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
    remoteAddress: nextIp(),
  });

describe('pay buttons (dashboard, button page, tagging)', () => {
  it('creates a button with its two snippets, and lists it with its open links', async () => {
    const m = await merchant();
    const button = await newButton(m.token, {
      label: 'Coffee <large>',
      pricing: 'fixed',
      amount: '4.50',
      currency: 'USD',
      payCurrency: 'USDC',
      returnUrl: 'https://shop.example/thanks',
    });
    expect(button).toMatchObject({
      id: expect.stringMatching(/^btn_/),
      pricing: 'fixed',
      amount: '4.5',
      currency: 'USD',
      payCurrency: 'USDC',
      network: 'solana',
      paused: false,
      returnUrl: 'https://shop.example/thanks',
      openLinks: 0,
    });
    const base = ctx.deps.config.appUrl;
    expect(button.pageUrl).toBe(`${base}/b/${button.id}`);
    expect(button.scriptSnippet).toBe(
      `<script src="${base}/pay-button.js" data-button="${button.id}" data-label="Coffee &lt;large&gt;" async></script>`,
    );
    expect(button.linkSnippet).toBe(`<a href="${base}/b/${button.id}">Coffee &lt;large&gt;</a>`);

    const opened = await formPost(button.id, '');
    expect(opened.statusCode).toBe(303);
    // The hosted page offers the button's return URL once paid (the public payment carries it).
    const publicPayment = await ctx.app.inject({
      method: 'GET',
      url: new URL(opened.headers.location as string).pathname.replace('/payment/', '/api/payments/'),
    });
    expect(publicPayment.json().data).toMatchObject({
      amount: '4.50',
      currency: 'USD',
      returnUrl: 'https://shop.example/thanks',
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/pay-buttons', headers: bearer(m.token) });
    expect(list.json().data.buttons).toMatchObject([{ id: button.id, openLinks: 1 }]);
  });

  it('names the field of a bad configuration', async () => {
    const m = await merchant();
    const bad = async (body: Record<string, unknown>, path: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/pay-buttons',
        headers: bearer(m.token),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain(path);
    };
    await bad({ label: 'x', pricing: 'fixed', currency: 'SOL' }, 'amount');
    await bad({ label: 'x', pricing: 'customer', minAmount: '5', maxAmount: '1', currency: 'SOL' }, 'maxAmount');
    await bad({ label: 'x', pricing: 'fixed', amount: '1', currency: 'USD' }, 'payCurrency');
    await bad(
      { label: 'x', pricing: 'fixed', amount: '1', currency: 'SOL', returnUrl: 'javascript:alert(1)' },
      'returnUrl',
    );
    await bad({ label: '', pricing: 'fixed', amount: '1', currency: 'SOL' }, 'label');
  });

  it('the <a href> page shows the price; its form opens the link (303 to the hosted page) tagged in the list, the export and the webhook', async () => {
    const m = await merchant();
    const button = await newButton(m.token, { label: 'Ticket', pricing: 'fixed', amount: '0.25', currency: 'SOL' });
    const shown = await ctx.app.inject({ method: 'GET', url: `/b/${button.id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<h1>Ticket</h1>');
    expect(shown.body).toContain('0.25 SOL');
    expect(shown.body).toContain(`<form method="post" action="/b/${button.id}">`);

    const opened = await formPost(button.id, '');
    expect(opened.statusCode).toBe(303);
    const paymentId = /\/payment\/(pay_\w+)$/.exec(opened.headers.location as string)![1]!;

    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/payments', headers: bearer(m.token) })
    ).json().data.payments;
    expect(list).toMatchObject([{ id: paymentId, amount: '0.25', metadata: { pay_button_id: button.id } }]);
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/payments/export.csv', headers: bearer(m.token) });
    expect(csv.body.split('\r\n').find((line) => line.startsWith(paymentId))).toMatch(new RegExp(`,${button.id},$`));
    const [created] = await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(created).toMatchObject({
      type: 'payment.created',
      data: { payment: { metadata: { pay_button_id: button.id } } },
    });
  });

  it("takes the customer's amount from the form, and shows refusals as a page", async () => {
    const m = await merchant();
    const button = await newButton(m.token, {
      label: 'Donation',
      pricing: 'customer',
      minAmount: '1',
      maxAmount: '100',
      currency: 'USDC',
    });
    const shown = await ctx.app.inject({ method: 'GET', url: `/b/${button.id}` });
    expect(shown.body).toContain('Amount (1 to 100 USDC)');
    expect((await formPost(button.id, 'amount=12.5')).statusCode).toBe(303);
    const refused = await formPost(button.id, 'amount=500');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('Enter an amount between 1 and 100 USDC');

    await ctx.app.inject({
      method: 'POST',
      url: `/api/pay-buttons/${button.id}/pause`,
      headers: bearer(m.token),
      payload: { paused: true },
    });
    expect((await ctx.app.inject({ method: 'GET', url: `/b/${button.id}` })).body).toContain('This button is paused.');
    expect((await formPost(button.id, 'amount=5')).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'GET', url: '/b/btn_missing' })).statusCode).toBe(404);
  });

  it('serves /pay-button.js to other sites', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/pay-button.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain("'/b/'");
  });
});
