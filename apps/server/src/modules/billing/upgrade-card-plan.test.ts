import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { BILLING_MSG } from '@paylink/shared';
import { bearer, createTestContext, signUp, type TestContext } from '../../test/test-app';
import { setSubscription } from '../accounts/set-subscription';
import { changeCredits } from '../credits/change-credits';
import { creditLedger } from '../credits/schema';
import { setPlanAllowance } from '../credits/set-plan-allowance';

const WEBHOOK_SECRET = 'whsec_upgrade_secret';
let ctx: TestContext;
let stripeApi: Server;
/** What the SDK sent to the Stripe stand-in: method, path and form fields. */
const sent: { method: string; path: string; form: URLSearchParams }[] = [];

/** A stand-in for the Stripe API's subscription calls: `sub_declined` has a card that declines. */
function answer(method: string, path: string): { status: number; body: object } {
  const subscription = /^\/v1\/subscriptions\/([\w-]+)/.exec(path)?.[1];
  if (path.startsWith('/v1/checkout/sessions'))
    return {
      status: 200,
      body: { id: `cs_up_${sent.length}`, object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay' },
    };
  if (path.startsWith('/v1/products')) return { status: 200, body: { id: 'prod_growth', object: 'product' } };
  if (subscription && method === 'GET') {
    return {
      status: 200,
      body: {
        id: subscription,
        object: 'subscription',
        status: 'active',
        metadata: { purchaseId: 'pur_x' },
        items: { object: 'list', data: [{ id: `si_${subscription}`, object: 'subscription_item' }] },
      },
    };
  }
  if (subscription === 'sub_declined')
    return {
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    };
  if (subscription)
    return {
      status: 200,
      body: {
        id: subscription,
        object: 'subscription',
        status: 'active',
        latest_invoice: `in_${subscription}`,
        metadata: {},
      },
    };
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'unknown path' } } };
}

beforeAll(async () => {
  stripeApi = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      sent.push({ method: req.method ?? '', path: req.url ?? '', form: new URLSearchParams(body) });
      const { status, body: reply } = answer(req.method ?? '', req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});

let events = 0;
function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_up_${++events}`,
    object: 'event',
    type,
    api_version: '2025-03-31.basil',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

/** A merchant with the Starter plan (500 credits a month) paid by card through subscription `subscriptionId`. */
async function cardStarter(subscriptionId: string) {
  const merchant = await signUp(ctx);
  const purchase = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/purchase-credits',
    headers: bearer(merchant.token),
    payload: { package: 'starter' },
  });
  const { sessionId } = purchase.json().data;
  await deliver('checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    payment_status: 'paid',
    mode: 'subscription',
    subscription: subscriptionId,
  });
  return merchant;
}

const overview = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).json().data;
const upgrade = (token: string, plan: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/plan/upgrade', headers: bearer(token), payload: { plan } });
const upgradeInvoice = (id: string, subscription: string, plan: string) => ({
  id,
  object: 'invoice',
  billing_reason: 'subscription_update',
  parent: { type: 'subscription_details', subscription_details: { subscription, metadata: { upgradeTo: plan } } },
  lines: { object: 'list', data: [] },
});

describe('upgrading a card plan in place (issue 38 item 14)', () => {
  it('changes the Stripe subscription with a prorated charge; the extra credits follow once, what was spent stays spent', async () => {
    const m = await cardStarter('sub_up_1');
    let data = await overview(m.token);
    expect(data.plan).toMatchObject({ name: 'starter', paidWith: 'card', renews: true });
    expect(data.upgrades.map((p: { name: string }) => p.name)).toEqual(['growth', 'enterprise']);
    // A second subscription beside the first would bill twice: the bigger plan is not for sale by checkout.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/purchase-credits',
          headers: bearer(m.token),
          payload: { package: 'growth' },
        })
      ).statusCode,
    ).toBe(404);
    await ctx.deps.db.transaction((tx) =>
      changeCredits(tx, { accountId: m.accountId, delta: -3, reason: 'payment_link' }),
    );

    const before = sent.length;
    const res = await upgrade(m.token, 'growth');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ plan: 'growth' });
    const update = sent.slice(before).find((s) => s.method === 'POST' && s.path === '/v1/subscriptions/sub_up_1')!;
    expect(Object.fromEntries(update.form)).toMatchObject({
      'items[0][id]': 'si_sub_up_1',
      'items[0][price_data][product]': 'prod_growth',
      'items[0][price_data][unit_amount_decimal]': '5900',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      'metadata[upgradeTo]': 'growth',
      'metadata[purchaseId]': 'pur_x',
    });
    data = await overview(m.token);
    expect(data.plan).toMatchObject({ name: 'growth', displayName: 'Growth', monthlyCredits: 2000, renews: true });
    // 497 of Starter's 500 were left: Growth adds the 1,500 more it gives a month.
    expect(data).toMatchObject({ planCredits: 1997, purchasedCredits: 5, total: 2002, subscriptionTier: 'GROWTH' });
    expect(data.history[0]).toMatchObject({
      credits: 1500,
      what: 'Plan upgraded: the bigger plan’s extra credits for this month',
    });

    // Stripe's invoice.paid for that charge finds it applied; a same-or-smaller plan is no upgrade.
    expect((await deliver('invoice.paid', upgradeInvoice('in_sub_up_1', 'sub_up_1', 'growth'))).statusCode).toBe(200);
    expect((await overview(m.token)).total).toBe(2002);
    expect(
      await ctx.deps.db.select().from(creditLedger).where(eq(creditLedger.referenceId, 'in_sub_up_1')),
    ).toHaveLength(1);
    expect((await upgrade(m.token, 'growth')).statusCode).toBe(404);
    expect((await upgrade(m.token, 'starter')).statusCode).toBe(404);
  });

  it('applies an upgrade from its invoice when the request that made it never recorded it, once', async () => {
    const m = await cardStarter('sub_up_2');
    const invoice = upgradeInvoice('in_up_lost', 'sub_up_2', 'enterprise');
    await Promise.all([deliver('invoice.paid', invoice), deliver('invoice.paid', invoice)]);
    expect(await overview(m.token)).toMatchObject({
      plan: { name: 'enterprise', monthlyCredits: 10000 },
      total: 10005,
      subscriptionTier: 'ENTERPRISE',
    });
  });

  it('a declined card changes nothing (402); a plan paid in USDC is upgraded by buying (409); no plan is a 404', async () => {
    const declined = await cardStarter('sub_declined');
    const res = await upgrade(declined.token, 'growth');
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toEqual({ success: false, code: 'PAYMENT_REQUIRED', error: BILLING_MSG.upgradeDeclined });
    expect(await overview(declined.token)).toMatchObject({ plan: { name: 'starter' }, total: 505 });

    const crypto = await signUp(ctx);
    await ctx.deps.db.transaction(async (tx) => {
      await setPlanAllowance(tx, {
        accountId: crypto.accountId,
        planName: 'starter',
        monthlyCredits: 500,
        periodEnd: new Date(Date.now() + 86_400_000),
        reason: 'plan_credits',
        referenceId: `usdc-${crypto.accountId}`,
      });
      await setSubscription(tx, crypto.accountId, { status: 'ACTIVE', tier: 'STARTER' }, new Date());
    });
    expect((await upgrade(crypto.token, 'growth')).json()).toEqual({
      success: false,
      code: 'CONFLICT',
      error: BILLING_MSG.upgradeByPurchase,
    });

    const none = await signUp(ctx);
    expect((await upgrade(none.token, 'growth')).json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      error: BILLING_MSG.noPlan,
    });
    expect((await upgrade(none.token, '')).statusCode).toBe(400);
  });
});
