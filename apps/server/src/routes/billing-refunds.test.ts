// @module-tag smoke
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { changeCredits } from '../modules/credits/change-credits';
import { creditLedger } from '../modules/credits/schema';
import { merchantAccounts, users } from '../modules/accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

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
  it('a refund and a dispute take the purchased credits back once; credits already spent flag the account for an admin', async () => {
    const paid = async (credits: number, paymentIntent: string) => {
      const m = await signUp(ctx);
      await checkout(m.token, { package: 'pay-as-you-go', credits });
      const session = {
        id: `cs_test_${sessionCounter}`,
        object: 'checkout.session',
        payment_status: 'paid',
        mode: 'payment',
        payment_intent: paymentIntent,
      };
      expect((await deliver(event('checkout.session.completed', session))).statusCode).toBe(200);
      return m;
    };
    const charge = (paymentIntent: string, refunded = true) => ({
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
      refunded,
      amount: 500,
      amount_refunded: refunded ? 500 : 100,
    });
    const reversals = async (accountId: string) =>
      ctx.deps.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.reason, 'purchase_reversed')));

    // Refunded while the credits are still there: all 50 go back, exactly once (repeated and concurrent events, then a dispute).
    const kept = await paid(50, 'pi_kept');
    const refund = event('charge.refunded', charge('pi_kept'));
    await Promise.all([deliver(refund), deliver(refund), deliver(event('charge.refunded', charge('pi_kept')))]);
    await deliver(
      event('charge.dispute.created', {
        id: 'dp_kept',
        object: 'dispute',
        charge: 'ch_pi_kept',
        payment_intent: 'pi_kept',
        amount: 500,
      }),
    );
    expect(await userState(kept.accountId)).toMatchObject({ credits: 5 });
    expect((await reversals(kept.accountId)).map((r) => r.delta)).toEqual([-50]);
    expect((await overview(kept.token)).history[0]).toMatchObject({
      what: expect.stringContaining('refunded or disputed'),
      credits: -50,
      status: 'REVERSED',
    });

    // Disputed after spending: the balance goes to zero, never below, and the account is flagged with what is owed.
    const spent = await paid(50, 'pi_spent');
    await ctx.deps.db.transaction((tx) =>
      changeCredits(tx, { accountId: spent.accountId, delta: -45, reason: 'payment_link' }),
    );
    await deliver(
      event('charge.dispute.created', {
        id: 'dp_spent',
        object: 'dispute',
        charge: 'ch_pi_spent',
        payment_intent: 'pi_spent',
        amount: 500,
      }),
    );
    expect(await userState(spent.accountId)).toMatchObject({ credits: 0 });
    expect((await reversals(spent.accountId)).map((r) => r.delta)).toEqual([-10]);
    const admin = await signUp(ctx);
    await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.accountId));
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(spent.email)}`,
      headers: bearer(admin.token),
    });
    expect(list.json().data.users[0]).toMatchObject({
      email: spent.email,
      reviewReason: expect.stringContaining('40 of its 50 credits were already spent'),
    });

    // A partial refund takes nothing and asks an admin to decide.
    const partial = await paid(50, 'pi_partial');
    await deliver(event('charge.refunded', charge('pi_partial', false)));
    expect(await userState(partial.accountId)).toMatchObject({ credits: 55 });
    const [row] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, partial.accountId));
    expect(row!.reviewReason).toMatch(/Partial card refund/);
  });
});
