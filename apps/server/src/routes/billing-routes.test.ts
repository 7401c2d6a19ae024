// @module-tag smoke
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { creditLedger } from '../modules/credits/schema';
import { creditPurchases } from '../modules/billing/schema';
import { signUp } from '../test/test-app';
import { useStripeStandIn } from '../test/stripe-stand-in';
import { behindLockBarrier } from '../test/lock-barrier';

const stripe = useStripeStandIn();
const { checkout, event, deliver, userState, overview } = stripe;

describe('card purchases through Stripe Checkout', () => {
  it('creates a one-time payment session for a custom pay-as-you-go quantity, priced on the server', async () => {
    const { token, email } = await signUp(stripe.ctx);
    const res = await checkout(token, { package: 'pay-as-you-go', credits: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const request = stripe.captured.at(-1)!;
    expect(res.json().data.url).toBe(`https://checkout.stripe.test/c/pay/cs_test_${stripe.sessionCount()}`);
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
    const [purchase] = await stripe.ctx.deps.db
      .select()
      .from(creditPurchases)
      .where(eq(creditPurchases.stripeSessionId, `cs_test_${stripe.sessionCount()}`));
    expect(purchase).toMatchObject({
      credits: 50,
      amountCents: 500n,
      status: 'PENDING',
      method: 'card',
      id: f.get('metadata[purchaseId]'),
    });
  });

  it('creates a subscription session for a monthly plan', async () => {
    const { token } = await signUp(stripe.ctx);
    const res = await checkout(token, { package: 'starter' });
    expect(res.statusCode, res.body).toBe(200);
    const f = stripe.captured.at(-1)!.form;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect(f.get('line_items[0][price_data][unit_amount_decimal]')).toBe('1900');
    expect(f.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(f.get('subscription_data[metadata][purchaseId]')).toBe(f.get('metadata[purchaseId]'));
  });

  it('refuses a quantity out of range, an unknown package, and answers 503 without a Stripe key (no fake session)', async () => {
    const { token } = await signUp(stripe.ctx);
    const before = stripe.captured.length;
    const low = await checkout(token, { package: 'pay-as-you-go', credits: 4 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ success: false, error: 'Credits must be between 5 and 1000' });
    expect((await checkout(token, { package: 'pay-as-you-go', credits: 1001 })).json().error).toBe(
      'Credits must be between 5 and 1000',
    );
    expect((await checkout(token, { package: 'nope' })).statusCode).toBe(404);
    const key = stripe.ctx.deps.config.stripe.secretKey;
    stripe.ctx.deps.config.stripe.secretKey = undefined;
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
      stripe.ctx.deps.config.stripe.secretKey = key;
    }
    expect(stripe.captured.length).toBe(before);
    expect(
      (
        await stripe.ctx.app.inject({
          method: 'POST',
          url: '/api/auth/purchase-credits',
          payload: { package: 'starter' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('marks an abandoned session failed when Stripe expires it', async () => {
    const { token } = await signUp(stripe.ctx);
    await checkout(token, { package: 'pay-as-you-go', credits: 10 });
    const sessionId = `cs_test_${stripe.sessionCount()}`;
    await deliver(event('checkout.session.expired', { id: sessionId, object: 'checkout.session' }));
    const [purchase] = await stripe.ctx.deps.db
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
    const secret = stripe.ctx.deps.config.stripe.webhookSecret;
    stripe.ctx.deps.config.stripe.webhookSecret = undefined;
    try {
      expect((await deliver(payload)).json()).toMatchObject({
        success: false,
        error: 'Stripe webhooks are not configured',
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      stripe.ctx.deps.config.stripe.webhookSecret = secret;
    }
  });

  it(
    'credits a completed session exactly once when the event arrives 5 times at once, and again under a new event id',
    { tags: ['postgres'] },
    async () => {
      const { token, accountId } = await signUp(stripe.ctx);
      await checkout(token, { package: 'pay-as-you-go', credits: 50 });
      const sessionId = `cs_test_${stripe.sessionCount()}`;
      const session = {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        mode: 'payment',
        amount_total: 500,
      };
      const payload = event('checkout.session.completed', session);
      const { result: replies, waiting } = await behindLockBarrier(stripe.ctx.database, accountId, 2, () =>
        Promise.all(Array.from({ length: 5 }, () => deliver(payload))),
      );
      if (stripe.ctx.database.kind === 'postgres')
        expect(waiting, 'deliveries in flight together').toBeGreaterThanOrEqual(2);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(replies.filter((r) => r.json().data.duplicate === false)).toHaveLength(1);
      expect((await deliver(event('checkout.session.completed', session))).statusCode).toBe(200);
      expect(
        (await deliver(event('checkout.session.expired', { id: sessionId, object: 'checkout.session' }))).statusCode,
      ).toBe(200);
      expect(await userState(accountId)).toMatchObject({ credits: 55, tier: null });
      const rows = await stripe.ctx.deps.db
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
