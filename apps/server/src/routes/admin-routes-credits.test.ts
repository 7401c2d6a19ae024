import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_MSG } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { behindLockBarrier } from '../test/lock-barrier';
import { signUp, type TestContext } from '../test/test-app';
import { adminTestTools, startAdminTestContext, type Account } from '../test/admin-test-context';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ({ ctx, admin } = await startAdminTestContext());
});
afterAll(() => ctx.close());
const { call, lastAudit, ledgerOf } = adminTestTools(() => ctx);

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
    const add = await call('POST', '/api/admin/adjust-credits', admin.token, {
      userId: target.userId,
      adjustment: 100,
      reason: 'Support goodwill',
    });
    expect(add.statusCode).toBe(200);
    expect(add.json().data.user.transactionCredits).toBe(105);
    const sub = await call('POST', '/api/admin/adjust-credits', admin.token, {
      userId: target.userId,
      adjustment: '-10',
    });
    expect(sub.json().data.user.transactionCredits).toBe(95);

    const ledger = await ledgerOf(target.userId);
    expect(ledger.map((l) => [l.delta, l.balanceAfter, l.reason])).toEqual([
      [5, 5, 'signup_bonus'],
      [100, 105, 'admin_adjustment'],
      [-10, 95, 'admin_adjustment'],
    ]);
    expect(ledger.slice(1).every((l) => l.referenceId?.startsWith(`${admin.userId}:audit-`))).toBe(true);
    const audit = await lastAudit('credits.adjust');
    expect(audit).toMatchObject({
      adminId: admin.userId,
      targetId: target.userId,
      before: { transactionCredits: 105 },
    });
    expect(audit!.after).toEqual({
      transactionCredits: 95,
      adjustment: -10,
      reason: ADMIN_MSG.defaultAdjustmentReason,
    });

    const activity = await call('GET', '/api/admin/recent-activity', admin.token);
    expect(activity.json().data.adjustments[0]).toMatchObject({
      adminEmail: admin.email,
      userId: target.userId,
      adjustment: -10,
    });
  });

  it('never takes a balance below 0: a clear 400 and nothing written', async () => {
    const target = await signUp(ctx);
    const res = await call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, adjustment: -6 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Cannot deduct 6 credits: the user has only 5. Credits cannot go below 0.');
    expect(await ledgerOf(target.userId)).toHaveLength(1);
    const exact = await call('POST', '/api/admin/adjust-credits', admin.token, {
      userId: target.userId,
      adjustment: -5,
    });
    expect(exact.json().data.user.transactionCredits).toBe(0);
  });

  it('concurrent deductions never overdraw', { tags: ['postgres'] }, async () => {
    const target = await signUp(ctx);
    const { result: results, waiting } = await behindLockBarrier(ctx.database, target.userId, 2, () =>
      Promise.all(
        Array.from({ length: 8 }, () =>
          call('POST', '/api/admin/adjust-credits', admin.token, { userId: target.userId, adjustment: -2 }),
        ),
      ),
    );
    if (ctx.database.kind === 'postgres') expect(waiting, 'deductions in flight together').toBeGreaterThanOrEqual(2);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const [row] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, target.userId));
    expect(row!.transactionCredits).toBe(1);
  });

  it('an unknown user is a 404', async () => {
    const res = await call('POST', '/api/admin/adjust-credits', admin.token, { userId: 'usr_missing', adjustment: 10 });
    expect(res.statusCode).toBe(404);
  });
});
