// @module-tag smoke
import { randomBytes } from 'node:crypto';
import { base58Encode } from '@paylink/shared';
import { buildApp } from '../app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantAccounts } from '../modules/accounts/schema';
import { DEMO_MERCHANT, seedDemoMerchant } from '../modules/accounts/seed-demo-merchant';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function generate(token: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(token) });
}

describe('demo merchant seed', () => {
  it('creates a signed-in-able subscriber with a wallet and credits, once', async () => {
    await seedDemoMerchant(ctx.deps.db);
    await seedDemoMerchant(ctx.deps.db);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      transactionCredits: 100,
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
      walletAddress: DEMO_MERCHANT.walletAddress,
    });
    expect((await generate(login.json().data.token)).statusCode).toBe(201);
  });
});

describe('a data dir moved to a real chain (offline off, same database)', () => {
  it('refuses pl_test_ keys, the demo password and test-pay; new keys are live', async () => {
    await seedDemoMerchant(ctx.deps.db);
    const demo = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password },
    });
    const testKey = (await generate(demo.json().data.token)).json().data.apiKey as string;
    expect(testKey).toMatch(/^pl_test_/);
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: { 'x-api-key': testKey },
      payload: { amount: '1', label: 'x' },
    });
    expect(link.statusCode).toBe(201);

    const moved = await buildApp({ ...ctx.deps, config: { ...ctx.deps.config, offline: false } });
    try {
      const refused = await moved.inject({
        method: 'GET',
        url: '/api/v1/payment-links',
        headers: { 'x-api-key': testKey },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
        error: expect.stringContaining('offline mode'),
      });
      const login = await moved.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password },
      });
      expect(login.statusCode).toBe(401);
      expect(
        (await moved.inject({ method: 'POST', url: `/api/payments/${link.json().data.payment.id}/test-pay` }))
          .statusCode,
      ).toBe(404);
      const m = await signUp(ctx);
      await ctx.deps.db
        .update(merchantAccounts)
        .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
        .where(eq(merchantAccounts.id, m.accountId));
      const live = await moved.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
      expect(live.json().data.apiKey).toMatch(/^pl_live_/);
      // A payout batch's test wallet: the route does not exist (the money would be real).
      const payout = await ctx.app.inject({
        method: 'POST',
        url: '/api/payouts',
        headers: bearer(m.token),
        payload: { name: 'R', amount: '1', currency: 'SOL', address: base58Encode(randomBytes(32)) },
      });
      const batch = await ctx.app.inject({
        method: 'POST',
        url: '/api/payouts/batches',
        headers: bearer(m.token),
        payload: { network: 'solana', payoutIds: [payout.json().data.payout.id] },
      });
      expect(batch.statusCode, batch.body).toBe(201);
      const testPay = await moved.inject({
        method: 'POST',
        url: `/api/payouts/batches/${batch.json().data.batch.id}/test-pay`,
        headers: bearer(m.token),
      });
      expect(testPay.statusCode).toBe(404);
      expect(testPay.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        error: expect.stringMatching(/^Route POST /),
      });
    } finally {
      await moved.close();
    }
  });
});
