import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { payLink } from '../../test/pay-link';
import { bearer, createTestContext, signUp, uniqueEmail, type TestContext } from '../../test/test-app';
import { issueRenewal } from './issue-renewal';
import { runRenewals } from './run-renewals';
import { subscriptionPeriods } from './schema';

/**
 * The renewal job's guarantees (issue 33): two workers racing issue one renewal link and spend one credit (a real
 * race under TEST_DATABASE_URL, two transactions on PostgreSQL), and a merchant without credits holds the period
 * back without making the customer past due, is emailed once a day, and the link follows once credits are back.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const LAMPORTS = 50_000_000n;
const failOnError = (item: string, err: unknown) => {
  throw Object.assign(new Error(`subscription step failed for ${item}`), { cause: err });
};
const round = () => runRenewals(ctx.deps, ctx.deps.clock.now(), failOnError);
const credits = async (accountId: string) =>
  (
    await ctx.deps.db
      .select({ c: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, accountId))
  )[0]!.c;
const setCredits = (accountId: string, c: number) =>
  ctx.deps.db.update(merchantAccounts).set({ transactionCredits: c }).where(eq(merchantAccounts.id, accountId));

/** A merchant, a daily SOL plan, and an ACTIVE subscriber (first link paid the way the watcher records a transfer). */
async function activeSubscription(creditsLeft: number) {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: base58Encode(randomBytes(32)), transactionCredits: 1 })
    .where(eq(merchantAccounts.id, m.accountId));
  const plan = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/plans',
      headers: bearer(m.token),
      payload: {
        name: 'Daily',
        amount: '0.05',
        currency: 'SOL',
        interval: 'day',
        intervalCount: 30,
        renewalNoticeDays: 3,
        graceDays: 2,
      },
    })
  ).json().data.plan;
  const customer = uniqueEmail('sub');
  const sub = (
    await ctx.app.inject({ method: 'POST', url: `/api/subscribe/${plan.id}`, payload: { email: customer } })
  ).json().data.subscription;
  await payLink(ctx.deps.db, sub.payments[0].paymentId, LAMPORTS);
  await setCredits(m.accountId, creditsLeft);
  const detail = async () =>
    (await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/${sub.id}`, headers: bearer(m.token) })).json().data
      .subscription;
  const active = await detail();
  expect(active.status).toBe('ACTIVE');
  return { m, customer, id: sub.id as string, end: new Date(active.currentPeriodEnd), detail };
}

describe('renewal issuance', () => {
  it('issues one renewal link, for one credit, when two workers issue it at once', { tags: ['postgres'] }, async () => {
    const s = await activeSubscription(5);
    ctx.deps.clock.advance(s.end.getTime() - ctx.deps.clock.now().getTime() - 2 * DAY);
    const sent = ctx.smtp.received.length;
    const now = ctx.deps.clock.now();
    // Both past the candidate read: the unique (subscription, period start) decides, and the loser's link rolls back.
    const outcomes = await Promise.all([issueRenewal(ctx.deps, s.id, now), issueRenewal(ctx.deps, s.id, now)]);
    expect(outcomes.sort()).toEqual(['already_issued', 'issued']);
    const [a, b] = await Promise.all([round(), round()]);
    expect(a.issued + b.issued).toBe(0);
    const periods = await ctx.deps.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, s.id));
    expect(periods.filter((p) => p.kind === 'renewal')).toHaveLength(1);
    expect(periods.find((p) => p.kind === 'renewal')!.periodStart!.toISOString()).toBe(s.end.toISOString());
    expect(await credits(s.m.accountId)).toBe(4);
    await ctx.smtp.waitForEmail(s.customer, 'Renew Daily');
    expect(ctx.smtp.received.slice(sent).filter((m) => m.to === s.customer.toLowerCase())).toHaveLength(1);
  });

  it('issues the next period’s link from rounds run by two workers at once', { tags: ['postgres'] }, async () => {
    const s = await activeSubscription(5);
    ctx.deps.clock.advance(s.end.getTime() - ctx.deps.clock.now().getTime() - 2 * DAY);
    const [a, b] = await Promise.all([round(), round()]);
    expect(a.issued + b.issued).toBe(1);
    expect(await credits(s.m.accountId)).toBe(4);
    expect((await s.detail()).payments).toHaveLength(2);
  });

  it('without credits: no link, the merchant emailed once a day, the customer not past due; the link follows once credits are back', async () => {
    const s = await activeSubscription(0);
    ctx.deps.clock.advance(s.end.getTime() - ctx.deps.clock.now().getTime() - 2 * DAY);
    await round();
    await ctx.smtp.waitForEmail(s.m.email, 'waiting for credits');
    expect((await s.detail()).payments).toHaveLength(1);
    await round();
    expect(
      ctx.smtp.received.filter((m) => m.to === s.m.email.toLowerCase() && m.subject.includes('waiting for credits')),
    ).toHaveLength(1);

    // Past the end of the period, still no link: the subscription waits, ACTIVE.
    ctx.deps.clock.advance(3 * DAY);
    await round();
    expect(await s.detail()).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: s.end.toISOString() });

    // Credits back: the next daily retry issues the link, due a day later at the earliest, then the usual course.
    await setCredits(s.m.accountId, 3);
    ctx.deps.clock.advance(DAY);
    expect((await round()).issued).toBe(1);
    await ctx.smtp.waitForEmail(s.customer, 'Renew Daily');
    expect((await s.detail()).status).toBe('ACTIVE');
    ctx.deps.clock.advance(DAY + 60_000);
    await round();
    expect((await s.detail()).status).toBe('PAST_DUE');
  });

  it('owes back what is paid to a canceled subscription’s link, and keeps it canceled', async () => {
    const m = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ walletAddress: base58Encode(randomBytes(32)), transactionCredits: 2 })
      .where(eq(merchantAccounts.id, m.accountId));
    const plan = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/subscriptions/plans',
        headers: bearer(m.token),
        payload: { name: 'Weekly', amount: '0.05', currency: 'SOL', interval: 'week' },
      })
    ).json().data.plan;
    const sub = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/subscribe/${plan.id}`,
        payload: { email: uniqueEmail('gone') },
      })
    ).json().data.subscription;
    await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${sub.id}/cancel`, headers: bearer(m.token) });
    await payLink(ctx.deps.db, sub.payments[0].paymentId, LAMPORTS);
    const link = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/payments/payments/${sub.payments[0].paymentId}`,
        headers: bearer(m.token),
      })
    ).json().data.payment;
    expect(link).toMatchObject({ status: 'COMPLETED', needsRefund: true });
    const after = (
      await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/${sub.id}`, headers: bearer(m.token) })
    ).json().data.subscription;
    expect(after).toMatchObject({ status: 'CANCELED', currentPeriodEnd: null });
  });
});
