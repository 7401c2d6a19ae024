import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ADMIN_MSG, MSG, toFixedDecimal } from '@paylink/shared';
import { creditLedger } from '../modules/credits/schema';
import { payments } from '../modules/payments/schema';
import { users } from '../modules/accounts/schema';
import { adminAuditLog } from '../modules/audit/schema';
import { creditPurchases } from '../modules/billing/schema';
import { promoteAdminEmail } from '../modules/accounts/promote-admin-email';
import { createAdmin } from '../modules/admin/create-admin';
import { registerErrorHandler } from '../plugins/error-handler';
import { adminRoutes } from './admin-routes';
import { bearer, createTestContext, signUp, STRONG_PASSWORD, uniqueEmail, type TestContext } from '../test/test-app';
import { behindLockBarrier } from '../test/lock-barrier';

const ADMIN_EMAIL = 'boss@paylink.test';
let ctx: TestContext;
let admin: { token: string; userId: string; email: string };

beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', ADMIN_EMAIL });
  admin = await signUp(ctx, uniqueEmail('chief'));
  await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId));
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function lastAudit(action: string) {
  const [row] = await ctx.deps.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action)).orderBy(desc(adminAuditLog.id)).limit(1);
  return row;
}

async function ledgerOf(userId: string) {
  return ctx.deps.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(creditLedger.id);
}

describe('who is an admin', () => {
  const ROUTES: [Method, string][] = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users'],
    ['GET', '/api/admin/users/usr_x'],
    ['PUT', '/api/admin/users/usr_x'],
    ['DELETE', '/api/admin/users/usr_x'],
    ['POST', '/api/admin/adjust-credits'],
    ['GET', '/api/admin/subscription-plans'],
    ['POST', '/api/admin/subscription-plans'],
    ['PUT', '/api/admin/subscription-plans/pln_x'],
    ['DELETE', '/api/admin/subscription-plans/pln_x'],
    ['GET', '/api/admin/credit-pricing'],
    ['POST', '/api/admin/credit-pricing'],
    ['PUT', '/api/admin/credit-pricing/prc_x'],
    ['DELETE', '/api/admin/credit-pricing/prc_x'],
    ['GET', '/api/admin/analytics'],
    ['GET', '/api/admin/recent-activity'],
    ['GET', '/api/admin/audit-log'],
  ];

  // An ordinary user, then the spec's client heuristics: the literal admin address and one containing "admin".
  const refused: string[] = [];
  let suspendedAdmin: string;
  beforeAll(async () => {
    refused.push((await signUp(ctx)).token, (await signUp(ctx, 'admin@shop.com')).token, (await signUp(ctx, uniqueEmail('admin'))).token);
    const suspended = await signUp(ctx, uniqueEmail('suspended-admin'));
    await ctx.deps.db.update(users).set({ isAdmin: true, status: 'SUSPENDED' }).where(eq(users.id, suspended.userId));
    suspendedAdmin = suspended.token;
  });

  it.each(ROUTES)('%s %s: 401 anonymous, 403 ordinary user, 403 admin@shop.com without the flag, 401 suspended admin', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
    const anonymous = await call(method, url, undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });

    for (const token of refused) {
      const res = await call(method, url, token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: ADMIN_MSG.adminRequired, code: 'FORBIDDEN' });
    }

    const suspended = await call(method, url, suspendedAdmin, payload);
    expect(suspended.statusCode).toBe(401);
  });

  it.each(ROUTES)('%s %s: an admin gets past the guard', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
    const res = await call(method, url, admin.token, payload);
    // Past the guard the answer is the route's own: data, or a validation error / 404 for the placeholder input.
    expect([200, 400, 404]).toContain(res.statusCode);
    expect(res.json().code).not.toBe('FORBIDDEN');
    expect(res.json().code).not.toBe('UNAUTHORIZED');
  });

  it('the guard covers only the admin plugin: a sibling public route under /api/admin stays public', async () => {
    // The layout billing's public plan and pricing lists use: their own plugin under the same prefix.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(adminRoutes(ctx.deps), { prefix: '/api/admin' });
    await app.register(
      async (pub) => {
        pub.get('/subscription-plans/public', async () => ({ success: true, data: { plans: [] } }));
      },
      { prefix: '/api/admin' },
    );
    try {
      expect((await app.inject({ method: 'GET', url: '/api/admin/subscription-plans/public' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/admin/subscription-plans' })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('ADMIN_EMAIL: registering the address proves nothing; the account becomes admin once its link is used', async () => {
    const registered = await signUp(ctx, ADMIN_EMAIL.toUpperCase());
    expect((await call('GET', '/api/auth/me', registered.token)).json().data.user.isAdmin).toBe(false);
    expect((await call('GET', '/api/admin/analytics', registered.token)).statusCode).toBe(403);
    // Verification is not required here, but ADMIN_EMAIL still gets a link to prove the address.
    const mail = await ctx.smtp.waitForEmail(ADMIN_EMAIL, 'Verify');
    const token = new URL(ctx.smtp.linkIn(mail, 'http://localhost:8080/verify-email')).searchParams.get('token');
    expect((await call('POST', '/api/auth/verify-email', undefined, { token })).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/analytics', registered.token)).statusCode).toBe(200);
    const audit = await lastAudit('user.promote');
    expect(audit).toMatchObject({ targetId: registered.userId, adminId: null });

    const later = await signUp(ctx, uniqueEmail('later-admin'));
    expect(await ctx.deps.db.transaction((tx) => promoteAdminEmail(tx, later.email))).toBe(true);
    expect((await call('GET', '/api/admin/users', later.token)).statusCode).toBe(200);
    expect(await ctx.deps.db.transaction((tx) => promoteAdminEmail(tx, later.email))).toBe(false);
  });

  it('ADMIN_EMAIL with verification required: the unverified row is never flagged; the first verified sign-in is admin', async () => {
    const email = uniqueEmail('verified-boss');
    const strict = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true', ADMIN_EMAIL: email });
    try {
      const reg = await strict.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: STRONG_PASSWORD } });
      expect(reg.json().data).toMatchObject({ requiresEmailVerification: true });
      const [row] = await strict.deps.db.select().from(users).where(eq(users.email, email));
      expect(row!.isAdmin).toBe(false);
      // Not even at a start while unverified.
      expect(await strict.deps.db.transaction((tx) => promoteAdminEmail(tx, email))).toBe(false);
      const mail = await strict.smtp.waitForEmail(email, 'Verify');
      const token = new URL(strict.smtp.linkIn(mail, 'http://localhost:8080/verify-email')).searchParams.get('token');
      expect((await strict.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
      const login = await strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD } });
      expect(login.json().data.user.isAdmin).toBe(true);
    } finally {
      await strict.close();
    }
  });

  it('npm run admin -- create: creates a verified admin who can sign in, or promotes an existing account', async () => {
    const email = uniqueEmail('cli-admin');
    expect(await createAdmin(ctx.deps.db, { email, password: STRONG_PASSWORD })).toMatchObject({ created: true });
    const login = await call('POST', '/api/auth/login', undefined, { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ isAdmin: true, emailVerified: true, transactionCredits: 5 });

    const existing = await signUp(ctx);
    expect(await createAdmin(ctx.deps.db, { email: existing.email, password: 'N3wPassword!' })).toMatchObject({ created: false, id: existing.userId });
    expect((await call('GET', '/api/admin/users', existing.token)).statusCode).toBe(200);
  });
});

describe('users', () => {
  it('lists users with a case-insensitive email search, pages and a status filter', async () => {
    const tag = `needle${Date.now()}`;
    const a = await signUp(ctx, `${tag}-a@example.com`);
    await signUp(ctx, `${tag}-b@example.com`);
    await ctx.deps.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, a.userId));

    const all = await call('GET', `/api/admin/users?search=${tag.toUpperCase()}&limit=1&page=2`, admin.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(all.json().data.users).toHaveLength(1);

    const inactive = await call('GET', `/api/admin/users?search=${tag}&status=INACTIVE`, admin.token);
    expect(inactive.json().data.users.map((u: { email: string }) => u.email)).toEqual([`${tag}-a@example.com`]);

    const pattern = await call('GET', `/api/admin/users?search=${encodeURIComponent('%')}`, admin.token);
    expect(pattern.json().data.users).toEqual([]);
  });

  it.each([
    [{ password: 'secret1' }, ADMIN_MSG.emailAndPasswordRequired],
    [{ email: 'x@example.com' }, ADMIN_MSG.emailAndPasswordRequired],
    [{ email: '', password: '' }, ADMIN_MSG.emailAndPasswordRequired],
    [{ email: 'nope', password: 'secret1' }, MSG.invalidEmail],
    [{ email: 'short@example.com', password: '12345' }, MSG.passwordMin6],
    [{ email: 'neg@example.com', password: 'secret1', transactionCredits: -1 }, ADMIN_MSG.creditsMin0],
    [{ email: 'wallet@example.com', password: 'secret1', walletAddress: 'abc' }, MSG.invalidSolana],
  ])('create user refuses %j with "%s"', async (payload, message) => {
    const res = await call('POST', '/api/admin/users', admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: message });
  });

  it('creates a verified user with 5 credits by default (a ledger row) who can sign in; a duplicate is 409', async () => {
    const email = uniqueEmail('made');
    const res = await call('POST', '/api/admin/users', admin.token, { email: email.toUpperCase(), password: 'secret1' });
    expect(res.statusCode).toBe(201);
    const user = res.json().data.user;
    expect(user).toMatchObject({ email, transactionCredits: 5, emailVerified: true, isAdmin: false, status: 'ACTIVE' });
    expect((await ledgerOf(user.id)).map((l) => [l.delta, l.reason, l.referenceId?.startsWith(`${admin.userId}:`)])).toEqual([
      [5, 'admin_adjustment', true],
    ]);
    expect(await lastAudit('user.create')).toMatchObject({ adminId: admin.userId, adminEmail: admin.email, targetId: user.id });
    expect((await call('POST', '/api/auth/login', undefined, { email, password: 'secret1' })).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/users', admin.token, { email, password: 'secret1' })).statusCode).toBe(409);

    const zero = await call('POST', '/api/admin/users', admin.token, { email: uniqueEmail('zero'), password: 'secret1', transactionCredits: 0, isAdmin: true });
    expect(zero.json().data.user).toMatchObject({ transactionCredits: 0, isAdmin: true });
    expect(await ledgerOf(zero.json().data.user.id)).toEqual([]);
  });

  it('gets and edits the full user; a credit change through PUT is a ledger row; the audit keeps before and after', async () => {
    const target = await signUp(ctx);
    const got = await call('GET', `/api/admin/users/${target.userId}`, admin.token);
    expect(got.json().data.user).toMatchObject({ id: target.userId, transactionCredits: 5, totalPayments: 0 });

    const put = await call('PUT', `/api/admin/users/${target.userId}`, admin.token, {
      ...got.json().data.user,
      email: 'changed@example.com',
      status: 'INACTIVE',
      walletAddress: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      btcAddress: '',
      ethAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      transactionCredits: 12,
      subscriptionTier: 'GROWTH',
      subscriptionStatus: 'ACTIVE',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.user).toMatchObject({
      email: target.email,
      status: 'INACTIVE',
      btcAddress: null,
      transactionCredits: 12,
      subscriptionTier: 'GROWTH',
      subscriptionStatus: 'ACTIVE',
    });
    expect((await ledgerOf(target.userId)).map((l) => [l.delta, l.balanceAfter, l.reason])).toEqual([
      [5, 5, 'signup_bonus'],
      [7, 12, 'admin_adjustment'],
    ]);
    const audit = await lastAudit('user.update');
    expect(audit).toMatchObject({ adminId: admin.userId, targetId: target.userId });
    expect(audit!.before).toMatchObject({ status: 'ACTIVE', transactionCredits: 5 });
    expect(audit!.after).toMatchObject({ status: 'INACTIVE', transactionCredits: 12 });
    // The inactive user's session stops working at once.
    expect((await call('GET', '/api/auth/me', target.token)).statusCode).toBe(401);
  });

  it.each([
    [{ walletAddress: 'abc' }, MSG.invalidSolana],
    [{ btcAddress: 'xyz' }, MSG.invalidBitcoin],
    [{ ethAddress: '0x12' }, MSG.invalidEthereum],
    [{ transactionCredits: -3 }, ADMIN_MSG.creditsMin0],
    [{ transactionCredits: 1.5 }, ADMIN_MSG.creditsMin0],
    [{ status: 'BANNED' }, undefined],
    [{ subscriptionTier: 'GOLD' }, undefined],
  ])('edit user refuses %j', async (payload, message) => {
    const target = await signUp(ctx);
    const res = await call('PUT', `/api/admin/users/${target.userId}`, admin.token, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error).toBe(message);
  });

  it('an admin cannot remove their own admin flag, lock themselves out, or delete themselves', async () => {
    const own = `/api/admin/users/${admin.userId}`;
    expect((await call('PUT', own, admin.token, { isAdmin: false })).json()).toMatchObject({ error: ADMIN_MSG.cannotRemoveOwnAdmin });
    expect((await call('PUT', own, admin.token, { status: 'SUSPENDED' })).json()).toMatchObject({ error: ADMIN_MSG.cannotDisableSelf });
    const del = await call('DELETE', own, admin.token);
    expect(del.statusCode).toBe(400);
    expect(del.json().error).toBe(ADMIN_MSG.cannotDeleteSelf);
    expect((await call('GET', '/api/admin/analytics', admin.token)).statusCode).toBe(200);
  });

  it('suspending a user refuses their next request', async () => {
    const target = await signUp(ctx);
    expect((await call('GET', '/api/auth/me', target.token)).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${target.userId}`, admin.token, { status: 'SUSPENDED' })).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', target.token)).statusCode).toBe(401);
  });

  it('deleting a user removes the account, ledger and session; its payments stay, detached from the user', async () => {
    const target = await signUp(ctx);
    await call('PUT', '/api/auth/wallet', target.token, { walletAddress: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH' });
    const link = await call('POST', '/api/payments/payment-link', target.token, { amount: '1', currency: 'SOL', network: 'solana', label: 'Kept' });
    expect(link.statusCode).toBe(201);
    const paymentId = link.json().data.payment.id;

    const res = await call('DELETE', `/api/admin/users/${target.userId}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(users).where(eq(users.id, target.userId))).toEqual([]);
    expect(await ledgerOf(target.userId)).toEqual([]);
    const [kept] = await ctx.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(kept).toMatchObject({ label: 'Kept', userId: null });
    expect((await call('GET', '/api/auth/me', target.token)).statusCode).toBe(401);
    expect(await lastAudit('user.delete')).toMatchObject({ adminId: admin.userId, targetId: target.userId });
    expect((await call('GET', `/api/admin/users/${target.userId}`, admin.token)).statusCode).toBe(404);
  });

  it('refuses to delete another admin until the flag is removed', async () => {
    const other = await signUp(ctx);
    await ctx.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, other.userId));
    const res = await call('DELETE', `/api/admin/users/${other.userId}`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ADMIN_MSG.cannotDeleteAdmin);
  });
});

describe('adjust credits', () => {
  it.each([
    [{ adjustment: 0 }, ADMIN_MSG.validNumber],
    [{ adjustment: 1.5 }, ADMIN_MSG.validNumber],
    [{ adjustment: 'ten' }, ADMIN_MSG.validNumber],
    [{}, ADMIN_MSG.validNumber],
  ])('refuses %j with "%s"', async (payload, message) => {
    const target = await signUp(ctx);
    const res = await call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('adds and deducts with ledger rows carrying the admin id, audit rows, and the default reason', async () => {
    const target = await signUp(ctx);
    const add = await call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, adjustment: 100, reason: 'Support goodwill' });
    expect(add.statusCode).toBe(200);
    expect(add.json().data.user.transactionCredits).toBe(105);
    const sub = await call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, adjustment: '-10' });
    expect(sub.json().data.user.transactionCredits).toBe(95);

    const ledger = await ledgerOf(target.userId);
    expect(ledger.map((l) => [l.delta, l.balanceAfter, l.reason])).toEqual([
      [5, 5, 'signup_bonus'],
      [100, 105, 'admin_adjustment'],
      [-10, 95, 'admin_adjustment'],
    ]);
    expect(ledger.slice(1).every((l) => l.referenceId?.startsWith(`${admin.userId}:audit-`))).toBe(true);
    const audit = await lastAudit('credits.adjust');
    expect(audit).toMatchObject({ adminId: admin.userId, targetId: target.userId, before: { transactionCredits: 105 } });
    expect(audit!.after).toEqual({ transactionCredits: 95, adjustment: -10, reason: ADMIN_MSG.defaultAdjustmentReason });

    const activity = await call('GET', '/api/admin/recent-activity', admin.token);
    expect(activity.json().data.adjustments[0]).toMatchObject({ adminEmail: admin.email, userId: target.userId, adjustment: -10 });
  });

  it('never takes a balance below 0: a clear 400 and nothing written', async () => {
    const target = await signUp(ctx);
    const res = await call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, adjustment: -6 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Cannot deduct 6 credits: the user has only 5. Credits cannot go below 0.');
    expect(await ledgerOf(target.userId)).toHaveLength(1);
    const exact = await call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, adjustment: -5 });
    expect(exact.json().data.user.transactionCredits).toBe(0);
  });

  it('concurrent deductions never overdraw', async () => {
    const target = await signUp(ctx);
    const { result: results, waiting } = await behindLockBarrier(ctx.database, target.userId, 2, () =>
      Promise.all(Array.from({ length: 8 }, () => call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, adjustment: -2 }))),
    );
    if (ctx.database.kind === 'postgres') expect(waiting, 'deductions in flight together').toBeGreaterThanOrEqual(2);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, target.userId));
    expect(row!.transactionCredits).toBe(1);
  });

  it('an unknown user is a 404', async () => {
    const res = await call('POST', '/api/admin/adjust-credits', admin.token, { userId: 'usr_missing', adjustment: 10 });
    expect(res.statusCode).toBe(404);
  });
});

describe('subscription plans', () => {
  const plan = (over: Record<string, unknown> = {}) => ({
    name: `pro-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    displayName: 'Pro',
    description: 'For growing shops',
    credits: 500,
    price: '49.99',
    features: ['API access', '  ', '', 'Priority support'],
    ...over,
  });

  it.each([
    [{ name: '' }, ADMIN_MSG.planRequired],
    [{ displayName: '  ' }, ADMIN_MSG.planRequired],
    [{ description: undefined }, ADMIN_MSG.planRequired],
    [{ name: 'Pro Plan' }, ADMIN_MSG.namePattern],
    [{ name: 'pro.plan' }, ADMIN_MSG.namePattern],
    [{ credits: 0 }, ADMIN_MSG.planCreditsMin],
    [{ price: '-1' }, ADMIN_MSG.priceMin],
    [{ price: '1.234' }, ADMIN_MSG.priceMin],
    [{ sortOrder: -1 }, ADMIN_MSG.sortOrderMin],
  ])('create refuses %j with "%s"', async (over, message) => {
    const res = await call('POST', '/api/admin/subscription-plans', admin.token, plan(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('creates with defaults and empty features dropped, edits with the name immutable, deletes; each with an audit row', async () => {
    const minimal = await call('POST', '/api/admin/subscription-plans', admin.token, { name: `basic-${Date.now()}`, displayName: 'Basic', description: 'Starter pack' });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json().data.plan).toMatchObject({ credits: 100, price: '10', currency: 'USD', isActive: true, sortOrder: 0, features: [] });

    const created = await call('POST', '/api/admin/subscription-plans', admin.token, plan({ price: 49.99 }));
    const p = created.json().data.plan;
    expect(p).toMatchObject({ price: '49.99', features: ['API access', 'Priority support'] });
    expect(await lastAudit('plan.create')).toMatchObject({ adminId: admin.userId, targetId: p.id });
    expect((await call('POST', '/api/admin/subscription-plans', admin.token, plan({ name: p.name }))).statusCode).toBe(409);

    const renamed = await call('PUT', `/api/admin/subscription-plans/${p.id}`, admin.token, { ...p, name: 'other-name' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toBe(ADMIN_MSG.nameImmutable);
    const noDescription = await call('PUT', `/api/admin/subscription-plans/${p.id}`, admin.token, { ...p, description: '' });
    expect(noDescription.json().error).toBe(ADMIN_MSG.planRequired);

    const edited = await call('PUT', `/api/admin/subscription-plans/${p.id}`, admin.token, { ...p, displayName: 'Pro+', price: '59', isActive: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.plan).toMatchObject({ name: p.name, displayName: 'Pro+', price: '59', isActive: false });
    const audit = await lastAudit('plan.update');
    expect(audit!.before).toMatchObject({ displayName: 'Pro', price: '49.99' });
    expect(audit!.after).toMatchObject({ displayName: 'Pro+', price: '59' });

    const list = await call('GET', '/api/admin/subscription-plans', admin.token);
    expect(list.json().data.plans.map((x: { id: string }) => x.id)).toContain(p.id);

    const del = await call('DELETE', `/api/admin/subscription-plans/${p.id}`, admin.token);
    expect(del.json().data.plan).toMatchObject({ id: p.id });
    expect(await lastAudit('plan.delete')).toMatchObject({ targetId: p.id });
    expect((await call('DELETE', `/api/admin/subscription-plans/${p.id}`, admin.token)).statusCode).toBe(404);
  });
});

describe('credit pricing', () => {
  const pricing = (over: Record<string, unknown> = {}) => ({
    name: `bulk-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
    displayName: 'Bulk',
    pricePerCredit: '0.5',
    ...over,
  });

  it.each([
    [{ name: undefined }, ADMIN_MSG.pricingRequired],
    [{ displayName: '' }, ADMIN_MSG.pricingRequired],
    [{ name: 'BULK' }, ADMIN_MSG.namePattern],
    [{ pricePerCredit: '-0.01' }, ADMIN_MSG.priceMin],
    [{ minCredits: 0 }, ADMIN_MSG.minCreditsMin],
    [{ maxCredits: 0 }, ADMIN_MSG.maxCreditsMin],
    [{ minCredits: 50, maxCredits: 10 }, ADMIN_MSG.maxBelowMin],
    [{ allowedFor: 'EVERYONE' }, ADMIN_MSG.allowedFor],
  ])('create refuses %j with "%s"', async (over, message) => {
    const res = await call('POST', '/api/admin/credit-pricing', admin.token, pricing(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('creates with defaults, stores PAYASYOUGO_ONLY as PAYG_ONLY, edits with the name immutable, deletes', async () => {
    const created = await call('POST', '/api/admin/credit-pricing', admin.token, { name: `std-${Date.now()}`, displayName: 'Standard' });
    expect(created.statusCode).toBe(201);
    const p = created.json().data.pricing;
    expect(p).toMatchObject({ pricePerCredit: '1', minCredits: 5, maxCredits: 1000, allowedFor: 'ALL', isActive: true, currency: 'USD' });
    expect(await lastAudit('pricing.create')).toMatchObject({ targetId: p.id, adminId: admin.userId });

    const edited = await call('PUT', `/api/admin/credit-pricing/${p.id}`, admin.token, { ...p, pricePerCredit: '0.75', allowedFor: 'PAYASYOUGO_ONLY' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.pricing).toMatchObject({ pricePerCredit: '0.75', allowedFor: 'PAYG_ONLY', name: p.name });
    const audit = await lastAudit('pricing.update');
    expect(audit).toMatchObject({ before: { pricePerCredit: '1' }, after: { pricePerCredit: '0.75' } });

    const renamed = await call('PUT', `/api/admin/credit-pricing/${p.id}`, admin.token, { ...p, name: 'renamed' });
    expect(renamed.json().error).toBe(ADMIN_MSG.nameImmutable);

    const list = await call('GET', '/api/admin/credit-pricing', admin.token);
    expect(list.json().data.pricings.map((x: { id: string }) => x.id)).toContain(p.id);
    expect((await call('DELETE', `/api/admin/credit-pricing/${p.id}`, admin.token)).json().data.pricing.id).toBe(p.id);
    expect(await lastAudit('pricing.delete')).toMatchObject({ targetId: p.id });
  });
});

describe('analytics, recent activity and the audit log', () => {
  it('counts users, payments, credits issued, purchase revenue, payments by status and signups per day', async () => {
    const before = (await call('GET', '/api/admin/analytics', admin.token)).json().data;
    const buyer = await signUp(ctx);
    await ctx.deps.db.insert(creditLedger).values({ userId: buyer.userId, delta: 400, balanceAfter: 405, reason: 'purchase', referenceId: `test-${buyer.userId}` });
    await ctx.deps.db.update(users).set({ transactionCredits: 405 }).where(and(eq(users.id, buyer.userId)));
    const purchase = { userId: buyer.userId, packageKind: 'pricing' as const, packageName: 'pay-as-you-go', displayName: 'Pay as you go', credits: 400 };
    await ctx.deps.db.insert(creditPurchases).values([
      { ...purchase, id: `pur_a${buyer.userId}`, method: 'card', amountCents: 4000n, status: 'COMPLETED' },
      // Not paid: no revenue.
      { ...purchase, id: `pur_b${buyer.userId}`, method: 'crypto', amountCents: 9900n, status: 'PENDING' },
    ]);

    const res = await call('GET', '/api/admin/analytics', admin.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.totalUsers).toBe(before.totalUsers + 1);
    expect(data.totalCreditsIssued).toBe(before.totalCreditsIssued + 405);
    // Money stays out of Number: compare in integer cents.
    const cents = (usd: string) => BigInt(toFixedDecimal(usd, 2).replace('.', ''));
    expect(cents(data.totalRevenue) - cents(before.totalRevenue)).toBe(4000n);
    expect(Object.keys(data.paymentsByStatus)).toEqual(['PENDING', 'COMPLETED', 'EXPIRED', 'FAILED']);
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(data.daily.at(-1).signups).toBe(before.daily.at(-1).signups + 1);

    const activity = (await call('GET', '/api/admin/recent-activity', admin.token)).json().data;
    expect(activity.signups[0]).toMatchObject({ id: buyer.userId });
    expect(activity.purchases[0]).toMatchObject({ userId: buyer.userId, credits: 400 });
  });

  it('reads the audit log newest first with who, what, when, before and after', async () => {
    const target = await signUp(ctx);
    await call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, adjustment: 3 });
    const res = await call('GET', '/api/admin/audit-log?limit=5', admin.token);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data.entries;
    expect(entry).toMatchObject({
      adminId: admin.userId,
      adminEmail: admin.email,
      action: 'credits.adjust',
      targetType: 'user',
      targetId: target.userId,
      before: { transactionCredits: 5 },
      after: { transactionCredits: 8, adjustment: 3 },
    });
    expect(new Date(entry.createdAt).getTime()).not.toBeNaN();
    expect(res.json().data.pagination.limit).toBe(5);
  });
});
