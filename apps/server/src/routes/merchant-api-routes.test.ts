// @module-tag smoke
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { base58Encode, MSG } from '@paylink/shared';
import { creditLedger } from '../modules/credits/schema';
import { merchantAccounts, users } from '../modules/accounts/schema';
import { PLAN_REQUIRED_MESSAGE } from '../modules/api-keys/assert-api-access';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function subscriber(
  credits = 20,
  plan: { tier: string | null; status: string | null } = { tier: 'STARTER', status: 'ACTIVE' },
) {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    // A wallet of its own: an address belongs to one account (issue 29).
    .set({
      walletAddress: base58Encode(randomBytes(32)),
      transactionCredits: credits,
      subscriptionTier: plan.tier,
      subscriptionStatus: plan.status,
    })
    .where(eq(merchantAccounts.id, m.accountId));
  return m;
}

async function generate(token: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(token) });
}

async function merchantWithKey(credits = 20) {
  const m = await subscriber(credits);
  const res = await generate(m.token);
  expect(res.statusCode).toBe(201);
  return { ...m, apiKey: res.json().data.apiKey as string };
}

async function credits(accountId: string) {
  const [u] = await ctx.deps.db
    .select({ c: merchantAccounts.transactionCredits })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, accountId));
  return u!.c;
}

const headerStyles = {
  'Authorization: Bearer': (key: string) => ({ authorization: `Bearer ${key}` }),
  'X-API-Key': (key: string) => ({ 'x-api-key': key }),
};

describe('API key lifecycle', () => {
  it('shows the key once, masked afterwards; regenerating kills the old key; revoking kills the key', async () => {
    const m = await subscriber();
    const first = await generate(m.token);
    expect(first.statusCode).toBe(201);
    const { apiKey, apiKeyMasked } = first.json().data;
    expect(apiKey).toMatch(/^pl_test_[1-9A-HJ-NP-Za-km-z]{30,}$/); // the test app runs on the local chain
    expect(apiKeyMasked).toBe(`${apiKey.slice(0, 12)}…${apiKey.slice(-4)}`);

    const info = await ctx.app.inject({ method: 'GET', url: '/api/auth/api-key-info', headers: bearer(m.token) });
    expect(info.json().data).toEqual({ hasApiKey: true, apiKeyMasked, creditsRemaining: 20, totalApiCalls: 0 });
    expect(info.body).not.toContain(apiKey);

    const list = (key: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': key } });
    expect((await list(apiKey)).statusCode).toBe(200);

    const second = (await generate(m.token)).json().data.apiKey;
    expect(second).not.toBe(apiKey);
    expect((await list(apiKey)).statusCode).toBe(401);
    expect((await list(second)).statusCode).toBe(200);

    const revoke = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/revoke-api-key',
      headers: bearer(m.token),
    });
    expect(revoke.json()).toEqual({ success: true, data: { message: 'API key revoked successfully' } });
    const gone = await list(second);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/auth/api-key-info', headers: bearer(m.token) });
    expect(after.json().data).toMatchObject({ hasApiKey: false, apiKeyMasked: null, totalApiCalls: 2 });
  });

  it('uses live keys when the server runs against a real chain', async () => {
    const live = await createTestContext(
      { REQUIRE_EMAIL_VERIFICATION: 'false' },
      { rpcUrl: 'http://127.0.0.1:1', wsUrl: 'ws://127.0.0.1:1', local: false },
    );
    try {
      const m = await signUp(live);
      await live.deps.db
        .update(merchantAccounts)
        .set({ subscriptionTier: 'GROWTH', subscriptionStatus: 'ACTIVE' })
        .where(eq(merchantAccounts.id, m.accountId));
      const res = await live.app.inject({
        method: 'POST',
        url: '/api/auth/generate-api-key',
        headers: bearer(m.token),
      });
      expect(res.json().data.apiKey).toMatch(/^pl_live_/);
    } finally {
      await live.close();
    }
  });

  it.each([
    [{ tier: null, status: null }],
    [{ tier: 'STARTER', status: 'CANCELED' }],
    [{ tier: 'PAYG', status: 'ACTIVE' }],
  ])('refuses a key without an active monthly plan (%j) with 403 pointing to the plans', async (plan) => {
    const m = await subscriber(20, plan);
    const res = await generate(m.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: PLAN_REQUIRED_MESSAGE, code: 'PLAN_REQUIRED' });
  });

  it('stops a key at once when the plan lapses or the user is suspended', async () => {
    const m = await merchantWithKey();
    const call = () =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': m.apiKey } });
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionStatus: 'PAST_DUE' })
      .where(eq(merchantAccounts.id, m.accountId));
    expect((await call()).json()).toMatchObject({ code: 'PLAN_REQUIRED' });
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, m.accountId));
    await ctx.deps.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, m.userId));
    const res = await call();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'ACCOUNT_DISABLED' });
    expect(await credits(m.accountId)).toBe(20);
  });

  it('refuses unknown and malformed keys without a charge', async () => {
    for (const key of ['pl_live_111111111111111111111111111111111', 'nonsense']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': key } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Invalid API key. Generate a key in Settings → API Integration.');
    }
    const none = await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links' });
    expect(none.statusCode).toBe(401);
  });
});

describe.each(Object.entries(headerStyles))('merchant API with %s', (_style, auth) => {
  it('creates through both create routes, reads, lists and pays one credit per call', async () => {
    const m = await merchantWithKey(10);
    const h = auth(m.apiKey);

    const a = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: h,
      payload: { amount: '0.5', label: 'A' },
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().data.payment).toMatchObject({ amount: '0.5', currency: 'SOL', status: 'PENDING' });
    const b = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: h,
      payload: { amount: '2', currency: 'USDC', label: 'B', metadata: { orderId: 'o-1' } },
    });
    expect(b.statusCode).toBe(201);
    const bId = b.json().data.payment.id;
    expect(b.json().data.payment.metadata).toEqual({ orderId: 'o-1' });
    expect(await credits(m.accountId)).toBe(8); // one credit per link in total, not two

    const one = await ctx.app.inject({ method: 'GET', url: `/api/v1/payment-links/${bId}`, headers: h });
    expect(one.json().data.payment).toMatchObject({ id: bId, amount: '2', currency: 'USDC' });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links?limit=1', headers: h });
    expect(list.json().data.payments.map((p: { id: string }) => p.id)).toEqual([bId]);
    expect(list.json().data.hasMore).toBe(true);
    const next = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payment-links?limit=1&starting_after=${bId}`,
      headers: h,
    });
    expect(next.json().data).toEqual({
      payments: [expect.objectContaining({ id: a.json().data.payment.id })],
      hasMore: false,
    });
    const completed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/payment-links?status=COMPLETED',
      headers: h,
    });
    expect(completed.json().data).toEqual({ payments: [], hasMore: false });

    const pub = await ctx.app.inject({ method: 'GET', url: `/api/payments/${bId}`, headers: h });
    expect(pub.json().data).toMatchObject({ id: bId, status: 'PENDING' });
    expect(pub.json().data.metadata).toBeUndefined();

    expect(await credits(m.accountId)).toBe(4); // 2 creations + 1 read + 3 lists; the public read is free
    const info = await ctx.app.inject({ method: 'GET', url: '/api/auth/api-key-info', headers: bearer(m.token) });
    expect(info.json().data).toMatchObject({ creditsRemaining: 4, totalApiCalls: 6 });
    const ledger = await ctx.deps.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, m.accountId), eq(creditLedger.reason, 'payment_link')));
    expect(ledger).toEqual([]);
  });

  it('answers 402 with the spec message at zero credits, and failed calls cost nothing', async () => {
    const m = await merchantWithKey(1);
    const h = auth(m.apiKey);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links/pay_nope', headers: h });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: h,
      payload: { amount: '0', label: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await credits(m.accountId)).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: h })).statusCode).toBe(200);
    for (const req of [
      { method: 'GET' as const, url: '/api/v1/payment-links' },
      { method: 'POST' as const, url: '/api/v1/payment-links', payload: { amount: '1', label: 'x' } },
    ]) {
      const res = await ctx.app.inject({ ...req, headers: h });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ success: false, error: MSG.insufficientCredits, code: 'INSUFFICIENT_CREDITS' });
    }
    expect(await credits(m.accountId)).toBe(0);
  });

  it("never shows another merchant's link", async () => {
    const owner = await merchantWithKey();
    const other = await merchantWithKey();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: auth(owner.apiKey),
      payload: { amount: '1', label: 'x' },
    });
    const id = created.json().data.payment.id;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${id}`,
      headers: auth(other.apiKey),
    });
    expect(res.statusCode).toBe(404);
    const cursor = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payment-links?starting_after=${id}`,
      headers: auth(other.apiKey),
    });
    expect(cursor.statusCode).toBe(400);
  });
});

describe('a session still works on the dashboard route and costs the usual link credit', () => {
  it('books payment_link, not api_call', async () => {
    const m = await subscriber(3);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { amount: '1', label: 'x' },
    });
    expect(res.statusCode).toBe(201);
    const info = await ctx.app.inject({ method: 'GET', url: '/api/auth/api-key-info', headers: bearer(m.token) });
    expect(info.json().data).toMatchObject({ creditsRemaining: 2, totalApiCalls: 0 });
    const keyOnly = await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: bearer(m.token) });
    expect(keyOnly.statusCode).toBe(401);
  });
});
