// @module-tag smoke
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MSG, MSG } from '@paylink/shared';
import { payments } from '../modules/payments/schema';
import { users } from '../modules/accounts/schema';
import { signUp, uniqueEmail, type TestContext } from '../test/test-app';
import { adminTestTools, startAdminTestContext, type Account } from '../test/admin-test-context';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ({ ctx, admin } = await startAdminTestContext());
});
afterAll(() => ctx.close());
const { call, lastAudit, ledgerOf } = adminTestTools(() => ctx);

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
    const res = await call('POST', '/api/admin/users', admin.token, {
      email: email.toUpperCase(),
      password: 'secret1',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json().data.user;
    expect(user).toMatchObject({ email, transactionCredits: 5, emailVerified: true, isAdmin: false, status: 'ACTIVE' });
    expect(
      (await ledgerOf(user.id)).map((l) => [l.delta, l.reason, l.referenceId?.startsWith(`${admin.userId}:`)]),
    ).toEqual([[5, 'admin_adjustment', true]]);
    expect(await lastAudit('user.create')).toMatchObject({
      adminId: admin.userId,
      adminEmail: admin.email,
      targetId: user.id,
    });
    expect((await call('POST', '/api/auth/login', undefined, { email, password: 'secret1' })).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/users', admin.token, { email, password: 'secret1' })).statusCode).toBe(409);

    const zero = await call('POST', '/api/admin/users', admin.token, {
      email: uniqueEmail('zero'),
      password: 'secret1',
      transactionCredits: 0,
      isAdmin: true,
    });
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
    // A valid regtest address, refused by a server that watches no Bitcoin test chain (as in Settings).
    [{ btcAddress: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080' }, MSG.invalidBitcoin],
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
    expect((await call('PUT', own, admin.token, { isAdmin: false })).json()).toMatchObject({
      error: ADMIN_MSG.cannotRemoveOwnAdmin,
    });
    expect((await call('PUT', own, admin.token, { status: 'SUSPENDED' })).json()).toMatchObject({
      error: ADMIN_MSG.cannotDisableSelf,
    });
    const del = await call('DELETE', own, admin.token);
    expect(del.statusCode).toBe(400);
    expect(del.json().error).toBe(ADMIN_MSG.cannotDeleteSelf);
    expect((await call('GET', '/api/admin/analytics', admin.token)).statusCode).toBe(200);
  });

  it('suspending a user refuses their next request', async () => {
    const target = await signUp(ctx);
    expect((await call('GET', '/api/auth/me', target.token)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/admin/users/${target.userId}`, admin.token, { status: 'SUSPENDED' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/auth/me', target.token)).statusCode).toBe(401);
  });

  it('deleting a user removes the account they own, its ledger and their session; its payments stay, detached from the account', async () => {
    const target = await signUp(ctx);
    await call('PUT', '/api/auth/wallet', target.token, {
      walletAddress: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
    });
    const link = await call('POST', '/api/payments/payment-link', target.token, {
      amount: '1',
      currency: 'SOL',
      network: 'solana',
      label: 'Kept',
    });
    expect(link.statusCode).toBe(201);
    const paymentId = link.json().data.payment.id;

    const res = await call('DELETE', `/api/admin/users/${target.userId}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(users).where(eq(users.id, target.userId))).toEqual([]);
    expect(await ledgerOf(target.userId)).toEqual([]);
    const [kept] = await ctx.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(kept).toMatchObject({ label: 'Kept', accountId: null });
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
