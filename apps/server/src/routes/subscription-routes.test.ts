import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

/** Issue 33's routes: plans (session and API key), the public subscribe and portal routes, their 400/404 answers. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function merchant(credits = 10) {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({
      walletAddress: base58Encode(randomBytes(32)),
      transactionCredits: credits,
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, m.accountId));
  return m;
}
const PLAN = { name: 'Basic', amount: '1.5', currency: 'USDC', network: 'solana', interval: 'week', intervalCount: 2 };
async function createPlan(token: string, body: object = PLAN) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/subscriptions/plans',
    headers: bearer(token),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.plan;
}

describe('subscription plans', () => {
  it('creates, reads, replaces and deletes a plan; a deleted plan keeps its subscribers but takes no new ones', async () => {
    const m = await merchant();
    const plan = await createPlan(m.token);
    expect(plan).toMatchObject({
      name: 'Basic',
      amount: '1.5',
      currency: 'USDC',
      payCurrency: 'USDC',
      interval: 'week',
      intervalCount: 2,
      graceDays: 7,
      renewalNoticeDays: 3,
      activeSubscribers: 0,
    });

    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/subscriptions/plans/${plan.id}`,
      headers: bearer(m.token),
      payload: { ...PLAN, name: 'Basic+', amount: 20, currency: 'usd', payCurrency: 'usdc', graceDays: 3 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.plan).toMatchObject({
      name: 'Basic+',
      amount: '20',
      currency: 'USD',
      payCurrency: 'USDC',
      graceDays: 3,
    });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/subscribe/${plan.id}` })).json().data.plan).toMatchObject({
      name: 'Basic+',
      amount: '20',
      currency: 'USD',
    });

    const sub = await ctx.app.inject({
      method: 'POST',
      url: `/api/subscribe/${plan.id}`,
      payload: { email: 'Buyer@Example.com' },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json().data.subscription).toMatchObject({
      status: 'INCOMPLETE',
      email: 'buyer@example.com',
      payments: [{ kind: 'first', status: 'PENDING' }],
    });

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/plans/${plan.id}`,
      headers: bearer(m.token),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/plans', headers: bearer(m.token) })).json().data
        .plans,
    ).toEqual([]);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/subscribe/${plan.id}`,
          payload: { email: 'late@example.com' },
        })
      ).statusCode,
    ).toBe(404);
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/subscriptions?status=INCOMPLETE', headers: bearer(m.token) })
    ).json().data;
    expect(list.subscriptions.map((s: { id: string }) => s.id)).toEqual([sub.json().data.subscription.id]);
    expect(list.pagination).toEqual({ page: 1, limit: 20, total: 1 });
  });

  it('answers 400 naming the field for bad plans and emails', async () => {
    const m = await merchant();
    const cases: [object, string][] = [
      [{ ...PLAN, name: '  ' }, 'name'],
      [{ ...PLAN, amount: '0' }, 'amount'],
      [{ ...PLAN, amount: -1 }, 'amount'],
      [{ ...PLAN, interval: 'fortnight' }, 'interval'],
      [{ ...PLAN, intervalCount: 0 }, 'intervalCount'],
      [{ ...PLAN, intervalCount: 1.5 }, 'intervalCount'],
      [{ ...PLAN, graceDays: -1 }, 'graceDays'],
      [{ ...PLAN, currency: 'USD' }, 'payCurrency'],
      [{ ...PLAN, trialDays: -1 }, 'trialDays'],
    ];
    for (const [body, field] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/subscriptions/plans',
        headers: bearer(m.token),
        payload: body,
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(field);
    }
    const plan = await createPlan(m.token);
    for (const email of ['', 'not-an-email', 'a@b', 'x'.repeat(250) + '@example.com']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/subscribe/${plan.id}`, payload: { email } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain('email');
    }
  });

  it('answers 404 for unknown plans, tokens and other merchants’ subscriptions; resends the open link', async () => {
    const m = await merchant();
    const other = await merchant();
    const plan = await createPlan(m.token);
    expect(
      (
        await ctx.app.inject({ method: 'POST', url: '/api/subscribe/spl_nothing', payload: { email: 'a@example.com' } })
      ).json(),
    ).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/subscription-portal/not-a-token' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/subscription-portal/not-a-token/cancel' })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/subscriptions/plans/${plan.id}`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    const sub = (
      await ctx.app.inject({ method: 'POST', url: `/api/subscribe/${plan.id}`, payload: { email: 'a@example.com' } })
    ).json().data.subscription;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/${sub.id}`, headers: bearer(other.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/subscriptions/${sub.id}/cancel`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${sub.id}/resend`,
      headers: bearer(m.token),
    });
    expect(resent.json()).toEqual({ success: true, data: { paymentId: sub.payments[0].paymentId } });
    await expect
      .poll(
        () =>
          ctx.smtp.received.filter((mail) => mail.to === 'a@example.com' && mail.subject.includes('first payment'))
            .length,
      )
      .toBe(2);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/subscriptions/${sub.id}/resend`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    const canceled = await ctx.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${sub.id}/cancel`,
      headers: bearer(m.token),
    });
    expect(canceled.json().data.subscription).toMatchObject({ status: 'CANCELED', cancelReason: 'merchant' });
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${sub.id}/cancel`, headers: bearer(m.token) }))
        .statusCode,
    ).toBe(409);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${sub.id}/resend`, headers: bearer(m.token) }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses to subscribe when the merchant has no credit: 402, and nothing is created', async () => {
    const m = await merchant(0);
    const plan = await createPlan(m.token);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/subscribe/${plan.id}`,
      payload: { email: 'two@example.com' },
    });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_CREDITS' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions', headers: bearer(m.token) })).json().data
        .pagination.total,
    ).toBe(0);
  });

  it('serves the same routes under /api/v1 with an API key', async () => {
    const m = await merchant();
    const key = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) })
    ).json().data.apiKey as string;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/plans',
      headers: { 'x-api-key': key },
      payload: PLAN,
    });
    expect(created.statusCode, created.body).toBe(201);
    const plans = await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions/plans', headers: bearer(key) });
    expect(plans.json().data.plans.map((p: { id: string }) => p.id)).toEqual([created.json().data.plan.id]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers: bearer(key) })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions' })).statusCode).toBe(401);
    // A session token is not an API key there.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers: bearer(m.token) })).statusCode,
    ).toBe(401);
  });

  it('moves the product clock forward in offline mode (POST /api/dev/clock), never back', async () => {
    const before = ctx.deps.clock.now().getTime();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceSeconds: 86_400 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().data.now) - before).toBeGreaterThanOrEqual(86_400_000);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advanceSeconds: -60 } })).statusCode,
    ).toBe(400);
  });
});
