// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { createDeps } from '../create-deps';
import { openDatabase, type Database } from '../db/client';
import { accountMemberships, merchantAccounts, users } from '../modules/accounts/schema';
import { changeCredits } from '../modules/credits/change-credits';
import { bearer, createTestContext, signUp, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../test/test-app';

// Two app instances on one database, each with its own session cache (on PostgreSQL its own connection pool, as two
// processes would have). A session revoked through one must stop working on both: on the instance that revoked it
// before its reply, on the other as soon as the revocation's NOTIFY arrives (awaited here, never slept for).
let ctx: TestContext;
let other: { app: FastifyInstance; database: Database };

beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', SESSION_CACHE_MS: '60000' });
  const database = ctx.database.url ? await openDatabase({ kind: 'postgres', url: ctx.database.url }) : ctx.database;
  const deps = await createDeps(database, ctx.deps.config, pino({ level: 'silent' }));
  other = { app: await buildApp(deps), database };
  await other.app.ready();
});
afterAll(async () => {
  await other.app.close();
  if (other.database !== ctx.database) await other.database.close();
  await ctx.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
/** Resolves when the other instance has heard a revocation for `accountId`. */
const heardOnOther = (accountId: string) =>
  new Promise<void>((resolve) => {
    const stop = other.database.onNotification('session_revocations', (id) => {
      if (id !== accountId) return;
      stop();
      resolve();
    });
  });
/** Both instances have validated (and cached) the session. */
async function warm(token: string) {
  for (const app of [ctx.app, other.app])
    for (let i = 0; i < 2; i++) expect((await me(app, token)).statusCode).toBe(200);
}

describe('cached sessions end at once on every instance', () => {
  it('logout through one instance: 401 on it at once and on the other once notified', async () => {
    const user = await signUp(ctx);
    await warm(user.token);
    const heard = heardOnOther(user.accountId);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })).statusCode,
    ).toBe(200);
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
    await heard;
    expect((await me(other.app, user.token)).statusCode).toBe(401);
  });

  it('logout-all ends every device of the user on both instances, and nobody else', async () => {
    const user = await signUp(ctx);
    const second = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: STRONG_PASSWORD },
      })
    ).json().data.token as string;
    const bystander = await signUp(ctx);
    for (const token of [user.token, second, bystander.token]) await warm(token);
    const heard = heardOnOther(user.accountId);
    expect(
      (await other.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(second) })).statusCode,
    ).toBe(200);
    expect((await me(other.app, user.token)).statusCode).toBe(401);
    await heard;
    for (const token of [user.token, second])
      for (const app of [ctx.app, other.app]) expect((await me(app, token)).statusCode).toBe(401);
    for (const app of [ctx.app, other.app]) expect((await me(app, bystander.token)).statusCode).toBe(200);
  });

  it('password reset ends the sessions', async () => {
    const user = await signUp(ctx);
    await warm(user.token);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } }))
        .statusCode,
    ).toBe(200);
    const mail = await ctx.smtp.waitForEmail(user.email);
    const resetToken = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/reset-password')).searchParams.get(
      'token',
    )!;
    const heard = heardOnOther(user.accountId);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: resetToken, password: 'N3wPassword!' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
    await heard;
    expect((await me(other.app, user.token)).statusCode).toBe(401);
  });

  it('suspension by an admin on one instance ends access on both; a wallet change is seen on both', async () => {
    const admin = await signUp(ctx, uniqueEmail('admin'));
    await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.accountId));
    const user = await signUp(ctx);
    await warm(user.token);

    const wallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
    const heardWallet = heardOnOther(user.accountId);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/auth/wallet',
          headers: bearer(user.token),
          payload: { walletAddress: wallet },
        })
      ).statusCode,
    ).toBe(200);
    await heardWallet;
    expect((await me(other.app, user.token)).json().data.user.walletAddress).toBe(wallet);

    const heard = heardOnOther(user.accountId);
    const suspend = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.accountId}`,
      headers: bearer(admin.token),
      payload: { status: 'SUSPENDED' },
    });
    expect(suspend.statusCode).toBe(200);
    expect((await me(ctx.app, user.token)).statusCode).toBe(401);
    await heard;
    expect((await me(other.app, user.token)).statusCode).toBe(401);
  });

  it('a member whose role is lowered, then who is removed, on one instance, has the new role, then only their own account, on both', async () => {
    const owner = await signUp(ctx);
    const member = await signUp(ctx);
    await ctx.deps.db
      .insert(accountMemberships)
      .values({ accountId: owner.accountId, userId: member.userId, role: 'developer' });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/switch-account',
          headers: bearer(member.token),
          payload: { accountId: owner.accountId },
        })
      ).statusCode,
    ).toBe(200);
    await warm(member.token);
    expect((await me(other.app, member.token)).json().data.account).toMatchObject({
      id: owner.accountId,
      role: 'developer',
    });
    const rotate = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/webhooks/endpoint/rotate-secret', headers: bearer(member.token) });
    expect((await rotate(other.app)).json().code).not.toBe('FORBIDDEN_ROLE');

    const lowered = heardOnOther(member.userId);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/team/members/${member.userId}`,
          headers: bearer(owner.token),
          payload: { role: 'viewer' },
        })
      ).statusCode,
    ).toBe(200);
    await lowered;
    expect((await rotate(other.app)).json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });

    const removed = heardOnOther(member.userId);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/team/members/${member.userId}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200);
    await removed;
    for (const app of [ctx.app, other.app])
      expect((await me(app, member.token)).json().data.account).toMatchObject({ id: member.accountId, role: 'owner' });
  });

  it('an API key revoked or lowered with its maker on one instance is refused, or limited, on both once notified', async () => {
    const owner = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE', transactionCredits: 100 })
      .where(eq(merchantAccounts.id, owner.accountId));
    const member = await signUp(ctx);
    await ctx.deps.db
      .insert(accountMemberships)
      .values({ accountId: owner.accountId, userId: member.userId, role: 'developer' });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/switch-account',
          headers: bearer(member.token),
          payload: { accountId: owner.accountId },
        })
      ).statusCode,
    ).toBe(200);
    const keyOf = async (token: string) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(token) })).json().data
        .apiKey as string;
    const list = (app: FastifyInstance, key: string) =>
      app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: bearer(key) });
    const create = (app: FastifyInstance, key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/payment-links',
        headers: bearer(key),
        payload: { amount: '1', currency: 'SOL', walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' },
      });
    // Both instances have read (and cached) the developer's key.
    const key = await keyOf(member.token);
    for (const app of [ctx.app, other.app])
      for (let i = 0; i < 2; i++) expect((await list(app, key)).statusCode).toBe(200);

    // Lowered to viewer: the key follows (its role changes), and neither instance lets it create.
    const lowered = heardOnOther(owner.userId);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/team/members/${member.userId}`,
          headers: bearer(owner.token),
          payload: { role: 'viewer' },
        })
      ).statusCode,
    ).toBe(200);
    await lowered;
    for (const app of [ctx.app, other.app])
      expect((await create(app, key)).json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });

    // The owner's key, revoked: 401 on the instance that revoked it at once, and on the other once notified.
    const ownerKey = await keyOf(owner.token);
    for (const app of [ctx.app, other.app]) expect((await list(app, ownerKey)).statusCode).toBe(200);
    const revoked = heardOnOther(owner.userId);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/auth/revoke-api-key', headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(200);
    expect((await list(ctx.app, ownerKey)).statusCode).toBe(401);
    await revoked;
    expect((await list(other.app, ownerKey)).statusCode).toBe(401);
  });

  it('a credit change does not revoke, and /me still shows the balance of the moment', async () => {
    const user = await signUp(ctx);
    await warm(user.token);
    const before = (await me(other.app, user.token)).json().data.user.transactionCredits as number;
    await ctx.deps.db.transaction((tx) =>
      changeCredits(tx, { accountId: user.accountId, delta: 7, reason: 'admin_adjustment' }),
    );
    expect((await me(other.app, user.token)).json().data.user.transactionCredits).toBe(before + 7);
  });
});
