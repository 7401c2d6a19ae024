import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { creditLedger } from '../modules/credits/schema';
import { merchantAccounts } from '../modules/accounts/schema';
import { payLink } from '../test/pay-link';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from '../test/test-app';

// SPEC section 9: one credit per successful API-key call, decided in one place (callerOf → chargeApiCall).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function subscriberWithKey() {
  const m = await signUpWithCredits(ctx, 50);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: base58Encode(randomBytes(32)), subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m.accountId));
  const key = await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
  return { ...m, apiKey: key.json().data.apiKey as string };
}

/** The merchant's spending ledger rows, by reason, in the order written. */
async function spent(accountId: string) {
  const rows = await ctx.deps.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountId, accountId))
    .orderBy(creditLedger.createdAt);
  return rows.filter((r) => r.delta < 0).map((r) => ({ reason: r.reason, delta: r.delta }));
}

const body = { amount: '0.5', currency: 'SOL', network: 'solana', label: 'Charges' };

describe('charging API calls', () => {
  it('charges each API-key call exactly once, as api_call; free reads charge nothing', async () => {
    const m = await subscriberWithKey();
    const key = { 'x-api-key': m.apiKey };
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const before = (await spent(m.accountId)).length;
      const res = await ctx.app.inject({ method, url, headers: key, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return { res, rows: (await spent(m.accountId)).slice(before) };
    };

    const created = await call('POST', '/api/v1/payment-links', body);
    expect(created.rows).toEqual([{ reason: 'api_call', delta: -1 }]);
    const link = created.res.json().data.payment;
    expect((await call('POST', '/api/payments/payment-link', body)).rows).toEqual([{ reason: 'api_call', delta: -1 }]);
    expect((await call('GET', '/api/v1/payment-links')).rows).toEqual([{ reason: 'api_call', delta: -1 }]);
    expect((await call('GET', `/api/v1/payment-links/${link.id}`)).rows).toEqual([{ reason: 'api_call', delta: -1 }]);

    await payLink(ctx.deps.db, link.id, 500_000_000n);
    expect((await call('POST', `/api/v1/payment-links/${link.id}/refunds`, { amount: '0.1' })).rows).toEqual([
      { reason: 'api_call', delta: -1 },
    ]);
    expect((await call('GET', `/api/v1/payment-links/${link.id}/refunds`)).rows).toEqual([]);
    expect((await call('GET', '/api/v1/payment-links/export')).rows).toEqual([]);
  });

  it('charges a session only for the link it creates, as payment_link; its refunds cost nothing', async () => {
    const m = await subscriberWithKey();
    const session = bearer(m.token);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: session,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const link = created.json().data.payment;
    await payLink(ctx.deps.db, link.id, 500_000_000n);
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/payments/${link.id}/refunds`,
      headers: session,
      payload: { amount: '0.1' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await spent(m.accountId)).toEqual([{ reason: 'payment_link', delta: -1 }]);
  });
});
