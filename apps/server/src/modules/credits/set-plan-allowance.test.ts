import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { merchantAccounts } from '../accounts/schema';
import { createTestContext, signUp, type TestContext } from '../../test/test-app';
import { behindLockBarrier } from '../../test/lock-barrier';
import { endLapsedPlans } from '../billing/end-lapsed-plans';
import { changeCredits } from './change-credits';
import { creditLedger, planAllowances } from './schema';
import { endPlanAllowance, setPlanAllowance } from './set-plan-allowance';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function state(accountId: string) {
  const [user] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId));
  const [allowance] = await ctx.deps.db.select().from(planAllowances).where(eq(planAllowances.accountId, accountId));
  const ledger = await ctx.deps.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountId, accountId))
    .orderBy(asc(creditLedger.id));
  return {
    total: user!.transactionCredits,
    plan: allowance?.remaining ?? 0,
    ledger,
    sum: ledger.reduce((a, r) => a + r.delta, 0),
  };
}

const nextMonth = () => new Date(Date.now() + 30 * 86_400_000);

describe('credits: plan allowance and purchased credits', () => {
  it('spends the plan allowance first, replaces it at renewal, never touches purchased credits, and ledgers every change', async () => {
    const { accountId } = await signUp(ctx); // 5 signup credits: purchased-like, never expire
    await ctx.deps.db.transaction((tx) =>
      setPlanAllowance(tx, {
        accountId,
        planName: 'starter',
        monthlyCredits: 10,
        periodEnd: nextMonth(),
        reason: 'plan_credits',
        referenceId: 'p1',
      }),
    );
    expect(await state(accountId)).toMatchObject({ total: 15, plan: 10 });

    await ctx.deps.db.transaction((tx) =>
      changeCredits(tx, { accountId, delta: -7, reason: 'payment_link', referenceId: 'a' }),
    );
    expect(await state(accountId)).toMatchObject({ total: 8, plan: 3 });

    await ctx.deps.db.transaction((tx) =>
      setPlanAllowance(tx, {
        accountId,
        planName: 'starter',
        monthlyCredits: 10,
        periodEnd: nextMonth(),
        reason: 'monthly_reset',
        referenceId: 'in_1',
      }),
    );
    expect(await state(accountId)).toMatchObject({ total: 15, plan: 10 });

    await ctx.deps.db.transaction((tx) =>
      changeCredits(tx, { accountId, delta: -12, reason: 'payment_link', referenceId: 'b' }),
    );
    expect(await state(accountId)).toMatchObject({ total: 3, plan: 0 });

    await ctx.deps.db.transaction((tx) => endPlanAllowance(tx, { accountId, referenceId: 'sub_1' }));
    const end = await state(accountId);
    expect(end).toMatchObject({ total: 3, plan: 0 });
    expect(end.sum).toBe(end.total);
    expect(end.ledger.map((r) => [r.reason, r.delta])).toEqual([
      ['signup_bonus', 5],
      ['plan_credits', 10],
      ['payment_link', -7],
      ['monthly_reset', 7],
      ['payment_link', -12],
    ]);
  });

  it('a cancelled plan takes its unspent allowance away and keeps purchased credits', async () => {
    const { accountId } = await signUp(ctx);
    await ctx.deps.db.transaction((tx) =>
      setPlanAllowance(tx, {
        accountId,
        planName: 'growth',
        monthlyCredits: 20,
        periodEnd: nextMonth(),
        reason: 'plan_credits',
        referenceId: 'p2',
      }),
    );
    await ctx.deps.db.transaction((tx) => endPlanAllowance(tx, { accountId, referenceId: 'sub_2' }));
    const s = await state(accountId);
    expect(s).toMatchObject({ total: 5, plan: 0 });
    expect(s.ledger.at(-1)).toMatchObject({ reason: 'plan_ended', delta: -20, balanceAfter: 5 });
  });

  it(
    'concurrent spends during a renewal never go below zero and keep the ledger equal to the balance',
    { tags: ['postgres'] },
    async () => {
      const { accountId } = await signUp(ctx);
      await ctx.deps.db.transaction((tx) =>
        setPlanAllowance(tx, {
          accountId,
          planName: 'starter',
          monthlyCredits: 10,
          periodEnd: nextMonth(),
          reason: 'plan_credits',
          referenceId: 'p3',
        }),
      );
      const { result: results, waiting } = await behindLockBarrier(ctx.database, accountId, 2, async () => {
        const spends = Array.from({ length: 30 }, (_, i) =>
          ctx.deps.db
            .transaction((tx) =>
              changeCredits(tx, { accountId, delta: -1, reason: 'payment_link', referenceId: `s${i}` }),
            )
            .then(
              () => true,
              () => false,
            ),
        );
        const reset = ctx.deps.db.transaction((tx) =>
          setPlanAllowance(tx, {
            accountId,
            planName: 'starter',
            monthlyCredits: 10,
            periodEnd: nextMonth(),
            reason: 'monthly_reset',
            referenceId: 'in_3',
          }),
        );
        const [spent] = await Promise.all([Promise.all(spends), reset]);
        return spent;
      });
      if (ctx.database.kind === 'postgres') expect(waiting).toBeGreaterThanOrEqual(2);
      const s = await state(accountId);
      expect(s.total).toBeGreaterThanOrEqual(0);
      expect(s.plan).toBeLessThanOrEqual(s.total);
      expect(s.sum).toBe(s.total);
      expect(results.filter(Boolean).length).toBe(s.ledger.filter((r) => r.reason === 'payment_link').length);
    },
  );
});

describe('a monthly plan paid without a subscription', () => {
  it('ends when its billing month passes unrenewed: allowance removed, tier ended, purchased credits kept', async () => {
    const { accountId } = await signUp(ctx);
    const periodEnd = new Date(Date.now() + 1000);
    await ctx.deps.db.transaction(async (tx) => {
      await setPlanAllowance(tx, {
        accountId,
        planName: 'starter',
        monthlyCredits: 10,
        periodEnd,
        reason: 'plan_credits',
        referenceId: 'p4',
      });
      await tx
        .update(merchantAccounts)
        .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
        .where(eq(merchantAccounts.id, accountId));
    });
    expect(await endLapsedPlans(ctx.deps.db, new Date(periodEnd.getTime() - 1))).toBe(0);
    const later = new Date(periodEnd.getTime() + 1);
    const [first, second] = await Promise.all([endLapsedPlans(ctx.deps.db, later), endLapsedPlans(ctx.deps.db, later)]);
    expect(first + second).toBe(1);
    expect(await state(accountId)).toMatchObject({ total: 5, plan: 0 });
    const [u] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId));
    expect(u).toMatchObject({ subscriptionTier: null, subscriptionStatus: 'EXPIRED' });
  });
});
