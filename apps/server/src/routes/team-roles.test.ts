import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, base58Encode, roleAllows, type AccountAction, type AccountRole } from '@paylink/shared';
import { accountMemberships, merchantAccounts } from '../modules/accounts/schema';
import { apiKeys } from '../modules/api-keys/schema';
import { ROUTE_ACTIONS } from '../plugins/route-actions';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

// Issue 34: one role table, checked on every account-scoped route before the request is validated.
const registered: string[] = [];
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
const members = {} as Record<AccountRole, { token: string; userId: string }>;

async function join(accountId: string, role: AccountRole) {
  const m = await signUp(ctx);
  if (role !== 'owner') await ctx.deps.db.insert(accountMemberships).values({ accountId, userId: m.userId, role });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/switch-account',
    headers: bearer(m.token),
    payload: { accountId },
  });
  expect(res.statusCode, res.body).toBe(role === 'owner' ? 404 : 200);
  return m;
}

async function keyWithRole(role: AccountRole): Promise<string> {
  const apiKey = (
    await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(owner.token) })
  ).json().data.apiKey as string;
  await ctx.deps.db
    .update(apiKeys)
    .set({ role })
    .where(
      and(eq(apiKeys.accountId, owner.accountId), eq(apiKeys.createdByUserId, owner.userId), isNull(apiKeys.revokedAt)),
    );
  return apiKey;
}

beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' }, undefined, {
    instrument: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD' && route.url.startsWith('/api/')) registered.push(`${method} ${route.url}`);
      }),
  });
  owner = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({
      name: 'Tea Shop',
      transactionCredits: 10,
      walletAddress: base58Encode(randomBytes(32)),
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, owner.accountId));
  members.owner = owner;
  for (const role of ['admin', 'developer', 'viewer', 'cashier'] as const)
    members[role] = await join(owner.accountId, role);
});
afterAll(() => ctx.close());

it('declares an action for every API route, and names no route that does not exist', () => {
  const api = registered.filter((r) => !r.startsWith('OPTIONS ') || r in ROUTE_ACTIONS);
  expect(
    api.filter((r) => !(r in ROUTE_ACTIONS)),
    'routes missing from plugins/route-actions.ts',
  ).toEqual([]);
  expect(
    Object.keys(ROUTE_ACTIONS).filter((r) => r.includes(' /api/') && !registered.includes(r)),
    'entries naming no route',
  ).toEqual([]);
});

const concrete = (url: string) =>
  url
    .replace(':refundId', 'rfd_missing')
    .replace(':token', 'tok_missing')
    .replace(':userId', 'usr_missing')
    .replace(':id', 'pay_missing');
const accountRoutes = Object.entries(ROUTE_ACTIONS).filter(
  ([, action]) => !['personal', 'public', 'platform-admin'].includes(action),
);
const byKey = (route: string) =>
  route.includes(' /api/v1/') || route.includes(' /api/x402/') || route.endsWith(' /mcp');

describe.each(ACCOUNT_ROLES)('a member with the %s role', (role) => {
  it.each(accountRoutes.filter(([route]) => !route.startsWith('GET ')))(
    '%s (%s): allowed or 403 FORBIDDEN_ROLE, whatever the body',
    async (route, action) => {
      const [method, url] = route.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
      // A key acts with the role it was made with (the generate-api-key cases above may have replaced the last one).
      const apiKey = byKey(route) ? await keyWithRole(role) : undefined;
      const headers = apiKey ? { 'x-api-key': apiKey } : bearer(members[role].token);
      const res = await ctx.app.inject({
        method,
        url: concrete(url),
        headers,
        payload: { nonsense: ['x'.repeat(300)] },
      });
      if (roleAllows(role, action as Parameters<typeof roleAllows>[1])) {
        expect(res.json()?.code, res.body).not.toBe('FORBIDDEN_ROLE');
      } else {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          error: `Your role (${role}) cannot do this in this account.`,
          code: 'FORBIDDEN_ROLE',
        });
      }
    },
  );

  it('reads the account and exports its CSV (a cashier sees the POS only)', async () => {
    for (const url of [
      '/api/payments/payments',
      '/api/payments/stats',
      '/api/auth/credits',
      '/api/payments/export.csv',
      '/api/webhooks/endpoint',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(members[role].token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(role === 'cashier' ? 403 : 200);
    }
  });
});

describe('a cashier (issue 55): the point of sale and nothing else', () => {
  it.each(accountRoutes.filter(([, action]) => action !== 'pos:sell'))(
    '%s (%s): 403 FORBIDDEN_ROLE, reads included',
    async (route) => {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const headers = byKey(route) ? { 'x-api-key': await keyWithRole('cashier') } : bearer(members.cashier.token);
      const res = await ctx.app.inject({
        method,
        url: concrete(url),
        headers,
        ...(method === 'GET' ? {} : { payload: { amount: '1', currency: 'SOL', label: 'x' } }),
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        error: 'Your role (cashier) cannot do this in this account.',
        code: 'FORBIDDEN_ROLE',
      });
    },
  );

  it('may do exactly the POS routes', () => {
    const allowed = accountRoutes
      .filter(([, action]) => roleAllows('cashier', action as AccountAction))
      .map(([route]) => route);
    expect(allowed.sort()).toEqual([
      'GET /api/pos/sales',
      'GET /api/pos/sales.csv',
      'GET /api/pos/setup',
      'POST /api/pos/sales',
    ]);
  });
});

describe('the active account', () => {
  it('/me shows the account acted for, the role there and every account of the person', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(members.developer.token) });
    const data = res.json().data;
    expect(data.account).toEqual({ id: owner.accountId, name: 'Tea Shop', role: 'developer' });
    expect(data.accounts).toEqual([
      { id: members.developer.userId, name: expect.any(String), role: 'owner' },
      { id: owner.accountId, name: 'Tea Shop', role: 'developer' },
    ]);
    // Credits, plan and wallets are the account's.
    expect(data.user).toMatchObject({
      id: members.developer.userId,
      transactionCredits: expect.any(Number),
      subscriptionTier: 'STARTER',
    });
  });

  it("spends the account's credit for a developer's link", async () => {
    const credits = async () =>
      (await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, owner.accountId)))[0]!
        .transactionCredits;
    const before = await credits();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(members.developer.token),
      payload: { label: 'Team link', amount: '0.1' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await credits()).toBe(before - 1);
    const link = res.json().data.payment.id as string;
    // Every member sees it; a stranger gets the same 404 as for a missing link, and cannot switch to the account.
    const viewer = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${link}`,
      headers: bearer(members.viewer.token),
    });
    expect(viewer.statusCode).toBe(200);
    const stranger = await signUp(ctx);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${link}`,
      headers: bearer(stranger.token),
    });
    expect(seen.statusCode).toBe(404);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/payments/pay_missing',
      headers: bearer(stranger.token),
    });
    expect(seen.json()).toEqual(missing.json());
    const switched = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/switch-account',
      headers: bearer(stranger.token),
      payload: { accountId: owner.accountId },
    });
    expect(switched.statusCode).toBe(404);
  });

  it(
    'follows a role change and a removal on the next request (the session cache is told by NOTIFY)',
    { tags: ['postgres'] },
    async () => {
      // A link of the shop's own, so the test stands alone (test:postgres runs it without the tests above).
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(owner.token),
        payload: { label: 'Shop link', amount: '0.1' },
      });
      expect(made.statusCode, made.body).toBe(201);
      const m = await join(owner.accountId, 'admin');
      const wallets = () =>
        ctx.app.inject({ method: 'PUT', url: '/api/auth/wallets', headers: bearer(m.token), payload: {} });
      const list = () => ctx.app.inject({ method: 'GET', url: '/api/payments/payments', headers: bearer(m.token) });
      expect((await wallets()).json().code).not.toBe('FORBIDDEN_ROLE');
      await ctx.deps.db
        .update(accountMemberships)
        .set({ role: 'viewer' })
        .where(and(eq(accountMemberships.accountId, owner.accountId), eq(accountMemberships.userId, m.userId)));
      expect((await wallets()).json().code).toBe('FORBIDDEN_ROLE');
      expect((await list()).json().data.payments.length).toBeGreaterThan(0);
      await ctx.deps.db
        .delete(accountMemberships)
        .where(and(eq(accountMemberships.accountId, owner.accountId), eq(accountMemberships.userId, m.userId)));
      // Back to their own account, where none of the shop's links are.
      expect((await list()).json().data.payments).toEqual([]);
      const me = (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(m.token) })).json().data;
      expect(me.account).toMatchObject({ id: m.userId, role: 'owner' });
    },
  );
});

it('gives the account a key that records its maker and acts with their role', async () => {
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/generate-api-key',
    headers: bearer(members.developer.token),
  });
  expect(made.statusCode, made.body).toBe(201);
  // Keys are per member (issue 48): the developer's is theirs, beside the owner's.
  const [row] = await ctx.deps.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.masked, made.json().data.apiKeyMasked), isNull(apiKeys.revokedAt)));
  expect(row).toMatchObject({ createdByUserId: members.developer.userId, role: 'developer' });
  const headers = { 'x-api-key': made.json().data.apiKey as string };
  const link = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payment-links',
    headers,
    payload: { label: 'By key', amount: '0.1' },
  });
  expect(link.statusCode, link.body).toBe(201);
  const refund = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/payment-links/${link.json().data.payment.id}/refunds`,
    headers,
    payload: {},
  });
  expect(refund.json().code).toBe('FORBIDDEN_ROLE');
});
