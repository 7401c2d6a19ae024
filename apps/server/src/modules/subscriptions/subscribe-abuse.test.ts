import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchantAccounts } from '../accounts/schema';
import { changeCredits } from '../credits/change-credits';
import { creditLedger } from '../credits/schema';
import { behindLockBarrier } from '../../test/lock-barrier';
import { payLink } from '../../test/pay-link';
import { bearer, createTestContext, signUpWithWallet, uniqueEmail, type TestContext } from '../../test/test-app';

/**
 * Issue 48 item 5, played by the attacker: a stranger POSTs /api/subscribe/:planId with addresses that are not
 * theirs. It must cost the merchant no credit (the first link's credit is charged when it is paid), and flood no
 * inbox and no plan (per address and per plan caps), whatever the number of IPs and concurrent requests.
 */
const CAP = 3;
const PLAN = { name: 'Basic', amount: '1.5', currency: 'SOL', network: 'solana', interval: 'month', intervalCount: 1 };
const PRICE = 1_500_000_000n;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', SUBSCRIBE_MAX_UNPAID_PER_PLAN: String(CAP) });
});
afterAll(() => ctx.close());

// Every request from another IP unless told: the per-IP limit (10 a minute) is not what these tests are about.
let ips = 0;
const nextIp = () => `10.48.${Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;
const subscribe = (planId: string, email: string, remoteAddress = nextIp()) =>
  ctx.app.inject({ method: 'POST', url: `/api/subscribe/${planId}`, payload: { email }, remoteAddress });

const merchant = (credits: number) => signUpWithWallet(ctx, credits);
async function newPlan(token: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/subscriptions/plans',
    headers: bearer(token),
    payload: PLAN,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.plan as { id: string };
}
const balance = async (accountId: string) =>
  (
    await ctx.deps.db
      .select({ c: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, accountId))
  )[0]!.c;
const ledgerFor = (paymentId: string) =>
  ctx.deps.db.select().from(creditLedger).where(eq(creditLedger.referenceId, paymentId));
const status = async (token: string, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/${id}`, headers: bearer(token) })).json().data
    .subscription.status;

describe('public subscribe, as the attacker', () => {
  it('subscribing strangers costs the merchant no credit; paying a first link spends exactly one', async () => {
    const m = await merchant(1);
    const plan = await newPlan(m.token);
    const subs = [];
    for (let i = 0; i < CAP; i++) {
      const res = await subscribe(plan.id, uniqueEmail('stranger'));
      expect(res.statusCode, res.body).toBe(201);
      subs.push(res.json().data.subscription);
    }
    expect(await balance(m.accountId)).toBe(1);
    for (const sub of subs) expect(await ledgerFor(sub.payments[0].paymentId)).toEqual([]);

    const paid = subs[0].payments[0].paymentId;
    await payLink(ctx.deps.db, paid, PRICE);
    expect(await status(m.token, subs[0].id)).toBe('ACTIVE');
    expect(await balance(m.accountId)).toBe(0);
    expect(await ledgerFor(paid)).toMatchObject([{ delta: -1, balanceAfter: 0, reason: 'payment_link' }]);
  });

  it('a paid first link completes even when the merchant has no credit left: the debt is recorded and paid by the next credits', async () => {
    const m = await merchant(1);
    const plan = await newPlan(m.token);
    const a = (await subscribe(plan.id, uniqueEmail('a'))).json().data.subscription;
    const b = (await subscribe(plan.id, uniqueEmail('b'))).json().data.subscription;
    await payLink(ctx.deps.db, a.payments[0].paymentId, PRICE);
    await payLink(ctx.deps.db, b.payments[0].paymentId, PRICE);
    expect(await status(m.token, b.id)).toBe('ACTIVE');
    expect(await balance(m.accountId)).toBe(-1);
    expect(await ledgerFor(b.payments[0].paymentId)).toMatchObject([
      { delta: -1, balanceAfter: -1, reason: 'payment_link' },
    ]);

    // In debt, the merchant takes no subscriber and creates no link until credits come back.
    const refused = await subscribe(plan.id, uniqueEmail('c'));
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_CREDITS' });
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { amount: '1', label: 'x' },
    });
    expect(link.statusCode, link.body).toBe(402);
    await ctx.deps.db.transaction((tx) =>
      changeCredits(tx, { accountId: m.accountId, delta: 5, reason: 'purchase', referenceId: `test-${m.accountId}` }),
    );
    expect(await balance(m.accountId)).toBe(4);
    expect(await ledgerFor(`test-${m.accountId}`)).toMatchObject([{ delta: 5, balanceAfter: 4, reason: 'purchase' }]);
  });

  it('one address gets at most 3 subscriptions an hour per plan and 10 across plans, whatever the IP or the case', async () => {
    const m = await merchant(5);
    const plans = [await newPlan(m.token), await newPlan(m.token), await newPlan(m.token), await newPlan(m.token)];
    const victim = uniqueEmail('victim');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await subscribe(plans[0]!.id, i % 2 ? victim.toUpperCase() : victim)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const limited = await subscribe(plans[0]!.id, victim);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      error: expect.stringContaining('Too many subscriptions for this email address'),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);

    // Across plans: 3 + 3 + 3 + 1 subscriptions in the hour, then no more.
    const across: number[] = [];
    for (const plan of plans.slice(1))
      for (let i = 0; i < 3; i++) across.push((await subscribe(plan.id, victim)).statusCode);
    expect(across).toEqual([201, 201, 201, 201, 201, 201, 201, 429, 429]);
    const mails = ctx.smtp.received.filter((mail) => mail.to === victim);
    expect(mails).toHaveLength(10);
    expect(mails.every((mail) => mail.subject.includes('first payment'))).toBe(true);
  });

  it('a plan takes at most SUBSCRIBE_MAX_UNPAID_PER_PLAN unpaid new subscriptions a day; a paid one frees its place', async () => {
    const m = await merchant(5);
    const plan = await newPlan(m.token);
    const other = await newPlan(m.token);
    const subs = [];
    for (let i = 0; i < CAP; i++) subs.push((await subscribe(plan.id, uniqueEmail('flood'))).json().data.subscription);
    const full = await subscribe(plan.id, uniqueEmail('flood'));
    expect(full.statusCode, full.body).toBe(429);
    expect(full.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      error: 'This plan has too many unpaid subscriptions right now. Please try again later.',
    });
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions', headers: bearer(m.token) })).json().data
        .pagination.total,
    ).toBe(CAP);
    // Another plan of the merchant is not blocked.
    expect((await subscribe(other.id, uniqueEmail('other'))).statusCode).toBe(201);

    // A real customer who pays frees a place at once.
    await payLink(ctx.deps.db, subs[0].payments[0].paymentId, PRICE);
    expect((await subscribe(plan.id, uniqueEmail('real'))).statusCode).toBe(201);
    expect((await subscribe(plan.id, uniqueEmail('flood'))).statusCode).toBe(429);
    // A day later the unpaid ones no longer count (their first links have expired).
    ctx.deps.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await subscribe(plan.id, uniqueEmail('later'))).statusCode).toBe(201);
  });

  it(
    'concurrent subscribes at the cap take exactly the cap (a real race on PostgreSQL)',
    { tags: ['postgres'] },
    async () => {
      const m = await merchant(5);
      const plan = await newPlan(m.token);
      const { result, waiting } = await behindLockBarrier(
        ctx.database,
        plan.id,
        2,
        () => Promise.all(Array.from({ length: CAP * 2 }, () => subscribe(plan.id, uniqueEmail('race')))),
        { table: 'recurring_plans' },
      );
      if (ctx.database.kind === 'postgres') expect(waiting, 'subscribes in flight together').toBeGreaterThanOrEqual(2);
      const codes = result.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array<number>(CAP).fill(201), ...Array<number>(CAP).fill(429)]);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/subscriptions', headers: bearer(m.token) })).json().data
          .pagination.total,
      ).toBe(CAP);
      expect(await balance(m.accountId)).toBe(5);
    },
  );
});
