// @module-tag smoke
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { creditLedger } from '../modules/credits/schema';
import { merchantAccounts } from '../modules/accounts/schema';
import { creditPurchases } from '../modules/billing/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';
import { behindLockBarrier } from '../test/lock-barrier';

const WEBHOOK_SECRET = 'whsec_test_secret';
let ctx: TestContext;
let stripeApi: Server;
/** Every request the Stripe SDK sent to our stand-in for the Stripe API: path and decoded form fields. */
const captured: { path: string; auth: string | undefined; form: URLSearchParams }[] = [];
let sessionCounter = 0;

beforeAll(async () => {
  stripeApi = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      captured.push({ path: req.url ?? '', auth: req.headers.authorization, form: new URLSearchParams(body) });
      sessionCounter += 1;
      const id = `cs_test_${sessionCounter}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const port = (stripeApi.address() as AddressInfo).port;
  ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});

async function checkout(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/purchase-credits', headers: bearer(token), payload });
}

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}_${Date.now()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-03-31.basil',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
}

function deliver(
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

async function userState(accountId: string) {
  const [u] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId));
  return { credits: u!.transactionCredits, tier: u!.subscriptionTier, status: u!.subscriptionStatus };
}

async function overview(token: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('card purchases through Stripe Checkout', () => {
  it('creates a one-time payment session for a custom pay-as-you-go quantity, priced on the server', async () => {
    const { token, email } = await signUp(ctx);
    const res = await checkout(token, { package: 'pay-as-you-go', credits: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const request = captured.at(-1)!;
    expect(res.json().data.url).toBe(`https://checkout.stripe.test/c/pay/cs_test_${sessionCounter}`);
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.auth).toBe('Bearer sk_test_local');
    const f = request.form;
    expect(f.get('mode')).toBe('payment');
    expect(f.get('line_items[0][quantity]')).toBe('50');
    expect(f.get('line_items[0][price_data][unit_amount_decimal]')).toBe('10');
    expect(f.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(f.get('line_items[0][price_data][recurring][interval]')).toBeNull();
    expect(f.get('customer_email')).toBe(email);
    expect(f.get('success_url')).toBe(
      'http://localhost:8080/thank-you?payment=success&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(f.get('cancel_url')).toBe('http://localhost:8080/thank-you?payment=cancelled');
    const [purchase] = await ctx.deps.db
      .select()
      .from(creditPurchases)
      .where(eq(creditPurchases.stripeSessionId, `cs_test_${sessionCounter}`));
    expect(purchase).toMatchObject({
      credits: 50,
      amountCents: 500n,
      status: 'PENDING',
      method: 'card',
      id: f.get('metadata[purchaseId]'),
    });
  });

  it('creates a subscription session for a monthly plan', async () => {
    const { token } = await signUp(ctx);
    const res = await checkout(token, { package: 'starter' });
    expect(res.statusCode, res.body).toBe(200);
    const f = captured.at(-1)!.form;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect(f.get('line_items[0][price_data][unit_amount_decimal]')).toBe('1900');
    expect(f.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(f.get('subscription_data[metadata][purchaseId]')).toBe(f.get('metadata[purchaseId]'));
  });

  it('refuses a quantity out of range, an unknown package, and answers 503 without a Stripe key (no fake session)', async () => {
    const { token } = await signUp(ctx);
    const before = captured.length;
    const low = await checkout(token, { package: 'pay-as-you-go', credits: 4 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ success: false, error: 'Credits must be between 5 and 1000' });
    expect((await checkout(token, { package: 'pay-as-you-go', credits: 1001 })).json().error).toBe(
      'Credits must be between 5 and 1000',
    );
    expect((await checkout(token, { package: 'nope' })).statusCode).toBe(404);
    const key = ctx.deps.config.stripe.secretKey;
    ctx.deps.config.stripe.secretKey = undefined;
    try {
      const off = await checkout(token, { package: 'pay-as-you-go', credits: 10 });
      expect(off.statusCode).toBe(503);
      expect(off.json()).toMatchObject({
        success: false,
        error: 'Card payments are not configured',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect((await overview(token)).cardPaymentsEnabled).toBe(false);
    } finally {
      ctx.deps.config.stripe.secretKey = key;
    }
    expect(captured.length).toBe(before);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/purchase-credits', payload: { package: 'starter' } }))
        .statusCode,
    ).toBe(401);
  });

  it('marks an abandoned session failed when Stripe expires it', async () => {
    const { token } = await signUp(ctx);
    await checkout(token, { package: 'pay-as-you-go', credits: 10 });
    const sessionId = `cs_test_${sessionCounter}`;
    await deliver(event('checkout.session.expired', { id: sessionId, object: 'checkout.session' }));
    const [purchase] = await ctx.deps.db
      .select()
      .from(creditPurchases)
      .where(eq(creditPurchases.stripeSessionId, sessionId));
    expect(purchase!.status).toBe('FAILED');
  });

  it('rejects an event with a bad signature (400) and credits nothing', async () => {
    const payload = event('checkout.session.completed', {
      id: 'cs_none',
      object: 'checkout.session',
      payment_status: 'paid',
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const res = await deliver(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Invalid Stripe signature' });
    expect((await deliver(payload, 'garbage')).statusCode).toBe(400);
    const secret = ctx.deps.config.stripe.webhookSecret;
    ctx.deps.config.stripe.webhookSecret = undefined;
    try {
      expect((await deliver(payload)).json()).toMatchObject({
        success: false,
        error: 'Stripe webhooks are not configured',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      ctx.deps.config.stripe.webhookSecret = secret;
    }
  });

  it(
    'credits a completed session exactly once when the event arrives 5 times at once, and again under a new event id',
    { tags: ['postgres'] },
    async () => {
      const { token, accountId } = await signUp(ctx);
      await checkout(token, { package: 'pay-as-you-go', credits: 50 });
      const sessionId = `cs_test_${sessionCounter}`;
      const session = {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        mode: 'payment',
        amount_total: 500,
      };
      const payload = event('checkout.session.completed', session);
      const { result: replies, waiting } = await behindLockBarrier(ctx.database, accountId, 2, () =>
        Promise.all(Array.from({ length: 5 }, () => deliver(payload))),
      );
      if (ctx.database.kind === 'postgres') expect(waiting, 'deliveries in flight together').toBeGreaterThanOrEqual(2);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(replies.filter((r) => r.json().data.duplicate === false)).toHaveLength(1);
      expect((await deliver(event('checkout.session.completed', session))).statusCode).toBe(200);
      expect(
        (await deliver(event('checkout.session.expired', { id: sessionId, object: 'checkout.session' }))).statusCode,
      ).toBe(200);
      expect(await userState(accountId)).toMatchObject({ credits: 55, tier: null });
      const rows = await ctx.deps.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.reason, 'purchase')));
      expect(rows).toHaveLength(1);
      const data = await overview(token);
      expect(data).toMatchObject({ total: 55, planCredits: 0, purchasedCredits: 55, plan: null });
      expect(data.history[0]).toMatchObject({
        what: 'Pay as you go',
        credits: 50,
        amount: '5',
        currency: 'USD',
        method: 'card',
        status: 'COMPLETED',
      });
    },
  );
});
