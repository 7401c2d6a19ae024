// @module-tag smoke
import { describe, expect, it } from 'vitest';
import { setPlanAllowance } from '../modules/credits/set-plan-allowance';
import { setSubscription } from '../modules/accounts/set-subscription';
import { bearer, signUp } from '../test/test-app';
import { useStripeStandIn } from '../test/stripe-stand-in';

const stripe = useStripeStandIn();
const { checkout, event, deliver, userState, overview } = stripe;

describe('card purchases through Stripe Checkout', () => {
  it('starts a monthly plan, resets its allowance at renewal, and a cancellation ends the tier (and API access)', async () => {
    const { token, accountId } = await signUp(stripe.ctx);
    await checkout(token, { package: 'starter' });
    const sessionId = `cs_test_${stripe.sessionCount()}`;
    await deliver(
      event('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        mode: 'subscription',
        subscription: 'sub_starter_1',
      }),
    );
    expect(await userState(accountId)).toEqual({ credits: 505, tier: 'STARTER', status: 'ACTIVE' });
    let data = await overview(token);
    expect(data).toMatchObject({
      total: 505,
      planCredits: 500,
      purchasedCredits: 5,
      plan: { name: 'starter', monthlyCredits: 500 },
    });
    const plansAsSubscriber = await stripe.ctx.app.inject({
      method: 'GET',
      url: '/api/admin/subscription-plans/public',
      headers: bearer(token),
    });
    expect(plansAsSubscriber.json().data.plans).toEqual([]);

    for (let i = 0; i < 3; i++) {
      const res = await stripe.ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(token),
        payload: { amount: '1', label: 'x', walletAddress: 'So11111111111111111111111111111111111111112' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    data = await overview(token);
    expect(data).toMatchObject({ total: 502, planCredits: 497, purchasedCredits: 5 });

    const nextPeriodEnd = Math.floor(Date.now() / 1000) + 60 * 86_400;
    const renewal = event('invoice.paid', {
      id: 'in_renewal_1',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_starter_1' } },
      lines: { object: 'list', data: [{ period: { start: Math.floor(Date.now() / 1000), end: nextPeriodEnd } }] },
    });
    await Promise.all([deliver(renewal), deliver(renewal)]);
    data = await overview(token);
    expect(data).toMatchObject({ total: 505, planCredits: 500, purchasedCredits: 5 });
    expect(data.plan.nextResetAt).toBe(new Date(nextPeriodEnd * 1000).toISOString());

    await deliver(
      event('customer.subscription.updated', {
        id: 'sub_starter_1',
        object: 'subscription',
        status: 'past_due',
        metadata: {},
      }),
    );
    expect(await userState(accountId)).toEqual({ credits: 505, tier: 'STARTER', status: 'PAST_DUE' });

    await deliver(
      event('customer.subscription.deleted', {
        id: 'sub_starter_1',
        object: 'subscription',
        status: 'canceled',
        metadata: {},
      }),
    );
    expect(await userState(accountId)).toEqual({ credits: 5, tier: null, status: 'CANCELLED' });
    const plansAfter = await stripe.ctx.app.inject({
      method: 'GET',
      url: '/api/admin/subscription-plans/public',
      headers: bearer(token),
    });
    expect(plansAfter.json().data.plans.map((p: { name: string }) => p.name)).toEqual([
      'starter',
      'growth',
      'enterprise',
    ]);
  });

  it('cancels a card plan at the end of its month (Stripe stops renewing it), and says when it ends', async () => {
    const { token } = await signUp(stripe.ctx);
    expect(
      (await stripe.ctx.app.inject({ method: 'POST', url: '/api/auth/plan/cancel', headers: bearer(token) })).json(),
    ).toMatchObject({ success: false, code: 'NOT_FOUND' });
    await checkout(token, { package: 'starter' });
    await deliver(
      event('checkout.session.completed', {
        id: `cs_test_${stripe.sessionCount()}`,
        object: 'checkout.session',
        payment_status: 'paid',
        mode: 'subscription',
        subscription: 'sub_cancel_1',
      }),
    );
    let data = await overview(token);
    expect(data.plan).toMatchObject({
      displayName: 'Starter',
      renews: true,
      paidWith: 'card',
      cancelledAtPeriodEnd: false,
    });
    // Bigger plans are offered as in-place upgrades (upgrade-card-plan.test.ts), never as a second subscription.
    expect(data.upgrades.map((p: { name: string }) => p.name)).toEqual(['growth', 'enterprise']);
    expect((await checkout(token, { package: 'growth' })).statusCode).toBe(404);

    const calls = stripe.captured.length;
    const res = await stripe.ctx.app.inject({ method: 'POST', url: '/api/auth/plan/cancel', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.endsAt).toBe(data.plan.nextResetAt);
    expect(stripe.captured.slice(calls).map((c) => [c.path, c.form.get('cancel_at_period_end')])).toEqual([
      ['/v1/subscriptions/sub_cancel_1', 'true'],
    ]);
    data = await overview(token);
    expect(data.plan).toMatchObject({ renews: false, cancelledAtPeriodEnd: true, monthlyCredits: 500 });
    expect(data.total).toBe(505);
    // Asked again: nothing more is sent to Stripe.
    expect(
      (await stripe.ctx.app.inject({ method: 'POST', url: '/api/auth/plan/cancel', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(stripe.captured.length).toBe(calls + 1);
  });

  it('offers a plan paid in USDC the bigger monthly plans, and sells them by card (no cancel: it never renews)', async () => {
    const { token, accountId } = await signUp(stripe.ctx);
    await stripe.ctx.deps.db.transaction(async (tx) => {
      await setPlanAllowance(tx, {
        accountId,
        planName: 'starter',
        monthlyCredits: 500,
        periodEnd: new Date(Date.now() + 86_400_000),
        reason: 'plan_credits',
        referenceId: `crypto-plan-${accountId}`,
      });
      await setSubscription(tx, accountId, { status: 'ACTIVE', tier: 'STARTER' }, new Date());
    });
    const data = await overview(token);
    expect(data.plan).toMatchObject({ renews: false, paidWith: 'crypto', cancelledAtPeriodEnd: false });
    expect(data.upgrades.map((p: { name: string }) => p.name)).toEqual(['growth', 'enterprise']);
    const cancel = await stripe.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/plan/cancel',
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(409);
    expect((await checkout(token, { package: 'growth' })).statusCode).toBe(200);
    expect(stripe.captured.at(-1)!.form.get('mode')).toBe('subscription');
  });
});
