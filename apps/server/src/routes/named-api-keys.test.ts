import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantAccounts } from '../modules/accounts/schema';
import { apiKeyOf, joinAs } from '../test/team-member';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function merchantWithPlan() {
  const owner = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, owner.accountId));
  return owner;
}
const create = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/api-keys', headers: bearer(token), payload });
const list = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/api-keys', headers: bearer(token) })).json().data
    .keys as Record<string, unknown>[];
const useKey = (key: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: bearer(key) });

describe('named API keys', () => {
  it('several per account, each with its name and role, beside the member’s single key, which stays', async () => {
    const owner = await merchantWithPlan();
    const single = await apiKeyOf(ctx, owner);
    const shop = await create(owner.token, { name: 'Shopify store', role: 'developer' });
    expect(shop.statusCode, shop.body).toBe(201);
    const reports = await create(owner.token, { name: 'Reports', role: 'viewer' });
    expect(reports.statusCode).toBe(201);
    const keys = await list(owner.token);
    expect(keys.map((k) => [k.name, k.role])).toEqual([
      [null, 'owner'],
      ['Shopify store', 'developer'],
      ['Reports', 'viewer'],
    ]);
    for (const key of [single, shop.json().data.apiKey, reports.json().data.apiKey])
      expect((await useKey(key)).statusCode).toBe(200);
    // Generating the single key again replaces only it.
    await apiKeyOf(ctx, owner);
    expect((await useKey(shop.json().data.apiKey)).statusCode).toBe(200);
    expect((await list(owner.token)).filter((k) => k.name !== null)).toHaveLength(2);
  });

  it('records when each key was last used', async () => {
    const owner = await merchantWithPlan();
    const { apiKey, id } = (await create(owner.token, { name: 'Store', role: 'developer' })).json().data;
    expect((await list(owner.token)).find((k) => k.id === id)?.lastUsedAt).toBeNull();
    const before = Date.now();
    expect((await useKey(apiKey)).statusCode).toBe(200);
    const lastUsedAt = (await list(owner.token)).find((k) => k.id === id)?.lastUsedAt as string;
    expect(new Date(lastUsedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a key never does more than its maker: a developer cannot mint an admin or owner key', async () => {
    const owner = await merchantWithPlan();
    const developer = await joinAs(ctx, owner.accountId, 'developer');
    for (const role of ['admin', 'owner']) {
      const res = await create(developer.token, { name: 'Escalate', role });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    expect((await create(developer.token, { name: 'CI', role: 'developer' })).statusCode).toBe(201);
    const viewer = await joinAs(ctx, owner.accountId, 'viewer');
    expect((await create(viewer.token, { name: 'Peek', role: 'viewer' })).statusCode).toBe(403);
  });

  it('revoked one by one: the revoked key stops at once, the others keep working', async () => {
    const owner = await merchantWithPlan();
    const a = (await create(owner.token, { name: 'A', role: 'developer' })).json().data;
    const b = (await create(owner.token, { name: 'B', role: 'developer' })).json().data;
    expect((await useKey(a.apiKey)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/auth/api-keys/${a.id}`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(200);
    expect((await useKey(a.apiKey)).statusCode).toBe(401);
    expect((await useKey(b.apiKey)).statusCode).toBe(200);
  });

  it('needs a name, a known role and a monthly plan', async () => {
    const owner = await merchantWithPlan();
    expect((await create(owner.token, { name: ' ', role: 'developer' })).statusCode).toBe(400);
    expect((await create(owner.token, { name: 'X', role: 'god' })).statusCode).toBe(400);
    const noPlan = await signUp(ctx);
    expect((await create(noPlan.token, { name: 'X', role: 'viewer' })).json().code).toBe('PLAN_REQUIRED');
  });
});
