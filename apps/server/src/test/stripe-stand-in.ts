import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { merchantAccounts } from '../modules/accounts/schema';
import { bearer, createTestContext, type TestContext } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';

/** One request the Stripe SDK sent to the stand-in for the Stripe API: path, auth header and decoded form fields. */
export interface StripeRequest {
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

/**
 * For a billing test file: a product whose `stripe` SDK talks to a local stand-in for the Stripe API (it answers every
 * call with a new Checkout Session `cs_test_<n>` and records the request), with Stripe webhooks signed by the SDK's own
 * test helper. Registers its beforeAll/afterAll; `ctx` is set once the tests run.
 */
export function useStripeStandIn() {
  let ctx: TestContext;
  let stripeApi: Server;
  const captured: StripeRequest[] = [];
  let sessionCount = 0;
  let eventCount = 0;

  beforeAll(async () => {
    stripeApi = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        captured.push({ path: req.url ?? '', auth: req.headers.authorization, form: new URLSearchParams(body) });
        sessionCount += 1;
        const id = `cs_test_${sessionCount}`;
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

  return {
    get ctx() {
      return ctx;
    },
    captured,
    /** How many Checkout Sessions the stand-in created: the last one is `cs_test_<sessionCount()>`. */
    sessionCount: () => sessionCount,
    checkout(token: string, payload: Record<string, unknown>) {
      return ctx.app.inject({ method: 'POST', url: '/api/auth/purchase-credits', headers: bearer(token), payload });
    },
    event(type: string, object: Record<string, unknown>, id = `evt_${++eventCount}_${Date.now()}`) {
      return JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2025-03-31.basil',
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
    },
    deliver(
      payload: string,
      signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    ) {
      return ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload,
      });
    },
    async userState(accountId: string) {
      const [u] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId));
      return { credits: u!.transactionCredits, tier: u!.subscriptionTier, status: u!.subscriptionStatus };
    },
    async overview(token: string) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
  };
}
