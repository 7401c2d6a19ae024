import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountMemberships, merchantAccounts } from '../modules/accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

// Issue 34: the audit trail records every change with the member who made it; owner and admin read it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const WALLET = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';

it("records each member's changes, by session or API key, never reads or refused requests; owner and admin read it, a viewer may not; a member's keys follow their role and go with them", async () => {
  const owner = await signUp(ctx);
  const dev = await signUp(ctx);
  const viewer = await signUp(ctx);
  await ctx.deps.db.insert(accountMemberships).values([
    { accountId: owner.accountId, userId: dev.userId, role: 'developer' },
    { accountId: owner.accountId, userId: viewer.userId, role: 'viewer' },
  ]);
  // API access comes with a monthly plan.
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, owner.accountId));
  const switchTo = (token: string) => call(token, 'POST', '/api/auth/switch-account', { accountId: owner.accountId });
  expect((await switchTo(dev.token)).statusCode).toBe(200);
  expect((await switchTo(viewer.token)).statusCode).toBe(200);

  expect((await call(owner.token, 'PUT', '/api/auth/wallet', { walletAddress: WALLET })).statusCode).toBe(200);
  const link = await call(dev.token, 'POST', '/api/payments/payment-link', {
    amount: '1',
    currency: 'SOL',
    network: 'solana',
    label: 'Tea',
  });
  expect(link.statusCode).toBe(201);
  const generated = await call(dev.token, 'POST', '/api/auth/generate-api-key');
  expect(generated.statusCode, generated.body).toBe(201);
  const key = generated.json().data.apiKey as string;
  expect(
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payment-links',
        headers: { 'x-api-key': key },
        payload: { amount: '2', currency: 'SOL', network: 'solana', label: 'Cake' },
      })
    ).statusCode,
  ).toBe(201);
  // Neither a refused change, nor one beyond the role, nor a read is recorded.
  expect(
    (
      await call(dev.token, 'POST', '/api/payments/payment-link', {
        amount: '-1',
        currency: 'SOL',
        network: 'solana',
        label: 'Bad',
      })
    ).statusCode,
  ).toBe(400);
  expect((await call(viewer.token, 'PUT', '/api/auth/wallet', { walletAddress: WALLET })).statusCode).toBe(403);
  await call(viewer.token, 'GET', '/api/payments/payments');

  const read = async () => (await call(owner.token, 'GET', '/api/team/activity')).json().data;
  await expect.poll(async () => (await read()).activity.length).toBe(4);
  const { activity, hasMore } = await read();
  expect(hasMore).toBe(false);
  expect(
    activity.map((a: { route: string; member: { email: string }; via: string; action: string }) => [
      a.route,
      a.member.email,
      a.via,
      a.action,
    ]),
  ).toEqual([
    ['POST /api/v1/payment-links', dev.email, 'api_key', 'payments:create'],
    ['POST /api/auth/generate-api-key', dev.email, 'dashboard', 'api-keys:write'],
    ['POST /api/payments/payment-link', dev.email, 'dashboard', 'payments:create'],
    ['PUT /api/auth/wallet', owner.email, 'dashboard', 'wallets:write'],
  ]);

  const firstPage = (await call(owner.token, 'GET', '/api/team/activity?limit=3')).json().data;
  expect(firstPage.hasMore).toBe(true);
  const rest = (await call(owner.token, 'GET', `/api/team/activity?limit=3&before=${firstPage.activity[2].id}`)).json()
    .data;
  expect(rest.activity.map((a: { route: string }) => a.route)).toEqual(['PUT /api/auth/wallet']);

  expect((await call(viewer.token, 'GET', '/api/team/activity')).json()).toMatchObject({
    success: false,
    code: 'FORBIDDEN_ROLE',
  });
  // Another account's trail is not this one's: the developer's own account has none.
  expect((await call(owner.token, 'GET', '/api/team/activity?before=act_unknown')).statusCode).toBe(400);
  expect((await call(owner.token, 'GET', '/api/team/activity?limit=0')).statusCode).toBe(400);

  // The developer's key follows them: lowered to viewer it may only read; removed, it no longer works.
  const viaKey = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: { 'x-api-key': key },
      payload: { amount: '3', currency: 'SOL', network: 'solana', label: 'Pie' },
    });
  expect((await call(owner.token, 'PUT', `/api/team/members/${dev.userId}`, { role: 'viewer' })).statusCode).toBe(200);
  expect((await viaKey()).json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });
  expect(
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': key } })).statusCode,
  ).toBe(200);
  expect((await call(owner.token, 'DELETE', `/api/team/members/${dev.userId}`)).statusCode).toBe(200);
  expect((await viaKey()).statusCode).toBe(401);
});
