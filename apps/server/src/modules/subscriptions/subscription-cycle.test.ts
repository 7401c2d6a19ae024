// @module-tag smoke
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payTransferRequest, type Localnet } from '@paylink/localnet';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { startChainWebhookContext, watchTick } from '../../test/local-chain';
import { deliverAllDue } from '../../test/webhook-test-tools';
import { bearer, signUpWithCredits, uniqueEmail, type TestContext } from '../../test/test-app';
import type { WebhookReceiver } from '../../test/webhook-receiver';
import type { CapturedEmail } from '../../test/smtp-capture';
import { addInterval } from './add-interval';
import { runRenewals } from './run-renewals';

/**
 * Issue 33, a subscription's whole life on the local Solana chain with SMTP captured and webhooks received over real
 * HTTP: subscribe, pay the first link (ACTIVE), the renewal link emailed ahead of the end and paid (the period runs on
 * from the previous end), then an unpaid renewal (PAST_DUE at the end, CANCELED after the grace days), and a second
 * subscriber who cancels in the portal and gets no renewal afterwards. Time moves through the product clock.
 */
let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let receiver: WebhookReceiver;
beforeAll(async () => {
  ({ chain, ctx, receiver, close } = await startChainWebhookContext());
});
afterAll(() => close());

const DAY = 86_400_000;
const APP = 'http://localhost:8080';
/** One round of the renewal job (jobs/renew-subscriptions.ts): a failing item fails the test. */
const renewals = () =>
  runRenewals(ctx.deps, ctx.deps.clock.now(), (item, err) => {
    throw Object.assign(new Error(`subscription step failed for ${item}`), { cause: err });
  });
const moveClockTo = (at: Date) => ctx.deps.clock.advance(Math.max(0, at.getTime() - ctx.deps.clock.now().getTime()));
const deliver = () => deliverAllDue(ctx.deps);
async function payEmailedLink(mail: CapturedEmail) {
  const url = ctx.smtp.linkIn(mail, `${APP}/payment/`);
  const id = url.slice(`${APP}/payment/`.length);
  const link = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data;
  await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
  await watchTick(ctx);
  return id;
}

describe('subscriptions on the local chain', () => {
  it('subscribes, activates, renews from the previous end, goes past due, and is canceled after the grace days; a portal cancel stops renewals', async () => {
    const merchant = await signUpWithCredits(ctx, 20);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ walletAddress: base58Encode(randomBytes(32)) })
      .where(eq(merchantAccounts.id, merchant.accountId));
    const hook = await ctx.app.inject({
      method: 'PUT',
      url: '/api/webhooks/endpoint',
      headers: bearer(merchant.token),
      payload: { url: `${receiver.url}/hooks` },
    });
    expect(hook.statusCode, hook.body).toBe(200);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/plans',
      headers: bearer(merchant.token),
      payload: {
        name: 'Pro monthly',
        amount: '0.05',
        currency: 'SOL',
        network: 'solana',
        interval: 'month',
        intervalCount: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().data.plan;
    expect(plan).toMatchObject({
      graceDays: 7,
      renewalNoticeDays: 3,
      collection: 'push',
      subscribeUrl: `${APP}/subscribe/${plan.id}`,
    });

    // 1. Subscribe: INCOMPLETE, the customer emailed the hosted page and the portal; the first link's credit waits for its payment.
    const customer = uniqueEmail('customer');
    const subscribed = await ctx.app.inject({
      method: 'POST',
      url: `/api/subscribe/${plan.id}`,
      payload: { email: customer },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const sub = subscribed.json().data.subscription;
    expect(sub).toMatchObject({ status: 'INCOMPLETE', currentPeriodEnd: null });
    const first = await ctx.smtp.waitForEmail(customer, 'first payment');
    expect(ctx.smtp.linkIn(first, `${APP}/subscription/`)).toMatch(
      /^http:\/\/localhost:8080\/subscription\/[\w-]{20,}$/,
    );
    const [balance] = await ctx.deps.db
      .select({ transactionCredits: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, merchant.accountId));
    expect(balance!.transactionCredits).toBe(20);

    // 2. Pay the first link: ACTIVE from now for one month, and its credit spent.
    const paidAt = ctx.deps.clock.now();
    await payEmailedLink(first);
    const [charged] = await ctx.deps.db
      .select({ transactionCredits: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, merchant.accountId));
    expect(charged!.transactionCredits).toBe(19);
    const detail = async (id: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/${id}`, headers: bearer(merchant.token) })).json()
        .data.subscription;
    const active = await detail(sub.id);
    expect(active.status).toBe('ACTIVE');
    const firstEnd = new Date(active.currentPeriodEnd);
    expect(firstEnd.getTime()).toBe(addInterval(new Date(active.currentPeriodStart), 'month', 1).getTime());
    expect(new Date(active.currentPeriodStart).getTime()).toBeGreaterThanOrEqual(paidAt.getTime());

    // 3. 28 days later the renewal link is issued (3 days before the end at most) and emailed with the portal link.
    ctx.deps.clock.advance(28 * DAY);
    await renewals();
    const renewal = await ctx.smtp.waitForEmail(customer, 'Renew Pro monthly');
    expect(ctx.smtp.linkIn(renewal, `${APP}/subscription/`)).toBe(ctx.smtp.linkIn(first, `${APP}/subscription/`));
    await renewals();
    expect((await detail(sub.id)).payments).toHaveLength(2);

    // 4. Paid: the period runs on from the previous end, not from the payment time.
    await payEmailedLink(renewal);
    const renewed = await detail(sub.id);
    expect(renewed).toMatchObject({ status: 'ACTIVE', currentPeriodStart: firstEnd.toISOString() });
    const secondEnd = addInterval(firstEnd, 'month', 1);
    expect(renewed.currentPeriodEnd).toBe(secondEnd.toISOString());
    const summary = (
      await ctx.app.inject({ method: 'GET', url: '/api/subscriptions/summary', headers: bearer(merchant.token) })
    ).json().data.summary;
    expect(summary).toEqual({
      activeSubscribers: 1,
      pastDueSubscribers: 0,
      mrr: [{ currency: 'SOL', amount: '0.05' }],
    });

    // 5. The next renewal is left unpaid: reminded the day before, PAST_DUE at the end, CANCELED after 7 grace days.
    moveClockTo(new Date(secondEnd.getTime() - 3 * DAY + 60_000));
    await renewals();
    const unpaid = await ctx.smtp.waitForEmail(
      customer,
      'Renew Pro monthly',
      15_000,
      ctx.smtp.received.indexOf(renewal) + 1,
    );
    expect(ctx.smtp.linkIn(unpaid, `${APP}/payment/`)).not.toBe(ctx.smtp.linkIn(renewal, `${APP}/payment/`));
    moveClockTo(new Date(secondEnd.getTime() - DAY + 60_000));
    await renewals();
    await ctx.smtp.waitForEmail(customer, 'renews tomorrow');
    expect((await detail(sub.id)).status).toBe('ACTIVE');
    moveClockTo(new Date(secondEnd.getTime() + 60_000));
    await renewals();
    expect(await detail(sub.id)).toMatchObject({ status: 'PAST_DUE', currentPeriodEnd: secondEnd.toISOString() });
    await ctx.smtp.waitForEmail(customer, 'past due');
    moveClockTo(new Date(secondEnd.getTime() + 6 * DAY));
    await renewals();
    expect((await detail(sub.id)).status).toBe('PAST_DUE');
    moveClockTo(new Date(secondEnd.getTime() + 7 * DAY + 60_000));
    await renewals();
    expect(await detail(sub.id)).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'unpaid',
      currentPeriodEnd: secondEnd.toISOString(),
    });
    await ctx.smtp.waitForEmail(customer, 'subscription canceled');

    // 6. A second subscriber pays, then cancels in the portal: CANCELED at once, the paid period kept, no renewal later.
    const second = uniqueEmail('second');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/subscribe/${plan.id}`, payload: { email: second } });
    expect(res.statusCode, res.body).toBe(201);
    const sub2 = res.json().data.subscription;
    const welcome = await ctx.smtp.waitForEmail(second, 'first payment');
    await payEmailedLink(welcome);
    const token = ctx.smtp.linkIn(welcome, `${APP}/subscription/`).slice(`${APP}/subscription/`.length);
    const portal = await ctx.app.inject({ method: 'GET', url: `/api/subscription-portal/${token}` });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().data.subscription).toMatchObject({
      id: sub2.id,
      status: 'ACTIVE',
      plan: { name: 'Pro monthly', amount: '0.05', currency: 'SOL' },
    });
    const paidUntil = portal.json().data.subscription.currentPeriodEnd;
    const cancel = await ctx.app.inject({ method: 'POST', url: `/api/subscription-portal/${token}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.subscription).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'customer',
      currentPeriodEnd: paidUntil,
    });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/subscription-portal/${token}/cancel` })).statusCode).toBe(
      409,
    );
    const sentBefore = ctx.smtp.received.filter((m) => m.to === second).length;
    ctx.deps.clock.advance(40 * DAY);
    await renewals();
    expect((await detail(sub2.id)).payments).toHaveLength(1);
    expect(ctx.smtp.received.filter((m) => m.to === second)).toHaveLength(sentBefore);

    // The list filters by status.
    const canceledList = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/subscriptions?status=CANCELED',
        headers: bearer(merchant.token),
      })
    ).json().data;
    expect(canceledList.subscriptions.map((s: { id: string }) => s.id).sort()).toEqual([sub.id, sub2.id].sort());

    // Each subscription webhook arrives once, beside the links' usual payment events.
    await deliver();
    // Deliveries keep each link's order, not the order across links: read them in the order they happened.
    const events = receiver.received
      .filter((r) => r.path === '/hooks')
      .map((r) => JSON.parse(r.rawBody))
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
    const of = (id: string) =>
      events.filter((e) => e.type.startsWith('subscription.') && e.data.subscription.id === id).map((e) => e.type);
    expect(of(sub.id)).toEqual([
      'subscription.created',
      'subscription.activated',
      'subscription.renewed',
      'subscription.past_due',
      'subscription.canceled',
    ]);
    expect(of(sub2.id)).toEqual(['subscription.created', 'subscription.activated', 'subscription.canceled']);
    expect(new Set(events.map((e) => e.event_id)).size).toBe(events.length);
    expect(events.filter((e) => e.type === 'payment.completed')).toHaveLength(3);
  });
});
