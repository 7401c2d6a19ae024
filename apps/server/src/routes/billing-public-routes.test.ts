import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantAccounts } from '../modules/accounts/schema';
import { creditPricing } from '../modules/billing/schema';
import { seedBilling } from '../modules/billing/seed-billing';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  const offer = (name: string, allowedFor: string, subscriptionTier: string | null = null) => ({
    id: randomUUID(),
    name,
    displayName: name,
    pricePerCreditCents: 8n,
    allowedFor,
    subscriptionTier,
    sortOrder: 10,
  });
  await ctx.deps.db
    .insert(creditPricing)
    .values([
      offer('monthly-topup', 'MONTHLY_ONLY'),
      offer('payg-only', 'PAYG_ONLY'),
      offer('growth-topup', 'ALL', 'GROWTH'),
      { ...offer('retired', 'ALL'), isActive: false },
    ]);
});
afterAll(() => ctx.close());

async function view(headers: Record<string, string> = {}) {
  const plans = await ctx.app.inject({ method: 'GET', url: '/api/admin/subscription-plans/public', headers });
  const pricing = await ctx.app.inject({ method: 'GET', url: '/api/admin/credit-pricing/public', headers });
  expect(plans.statusCode).toBe(200);
  expect(pricing.statusCode).toBe(200);
  return {
    plans: (plans.json().data.plans as { name: string }[]).map((p) => p.name),
    pricings: (pricing.json().data.pricings as { name: string }[]).map((p) => p.name).sort(),
  };
}

async function userWith(tier: string | null, status: string | null) {
  const u = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: tier, subscriptionStatus: status })
    .where(eq(merchantAccounts.id, u.accountId));
  return bearer(u.token);
}

describe('public plans and pricing (SPEC section 6 visibility)', () => {
  it('seeds Starter (Most Popular), Growth, Enterprise and pay-as-you-go once, and an anonymous visitor sees the non-subscriber view', async () => {
    await seedBilling(ctx.deps.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/subscription-plans/public' });
    const plans = res.json().data.plans;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['starter', 'growth', 'enterprise']);
    expect(plans[0]).toMatchObject({
      displayName: 'Starter',
      isMonthly: true,
      tier: 'STARTER',
      price: '19',
      credits: 500,
      currency: 'USD',
    });
    expect(plans[0].features).toContain('Most Popular');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(await view()).toEqual({
      plans: ['starter', 'growth', 'enterprise'],
      pricings: ['pay-as-you-go', 'payg-only'],
    });
  });

  it('shows a pay-as-you-go user (and an invalid token) the same non-subscriber view', async () => {
    const expected = { plans: ['starter', 'growth', 'enterprise'], pricings: ['pay-as-you-go', 'payg-only'] };
    expect(await view(await userWith(null, null))).toEqual(expected);
    expect(await view(await userWith('GROWTH', 'CANCELLED'))).toEqual(expected);
    expect(await view({ authorization: 'Bearer not-a-token' })).toEqual(expected);
  });

  it.each([
    ['STARTER', ['monthly-topup', 'pay-as-you-go']],
    ['GROWTH', ['growth-topup', 'monthly-topup', 'pay-as-you-go']],
    ['ENTERPRISE', ['monthly-topup', 'pay-as-you-go']],
  ])(
    'shows an active %s subscriber no monthly plans, monthly-only and own-tier pricing, no pay-as-you-go-only',
    async (tier, pricings) => {
      expect(await view(await userWith(tier, 'ACTIVE'))).toEqual({ plans: [], pricings });
    },
  );
});
