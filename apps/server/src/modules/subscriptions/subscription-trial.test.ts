// @module-tag smoke
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payTransferRequest, type Localnet } from '@paylink/localnet';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { startChainWebhookContext, watchTick } from '../../test/local-chain';
import { bearer, signUpWithCredits, uniqueEmail, type TestContext } from '../../test/test-app';
import type { CapturedEmail } from '../../test/smtp-capture';
import { addInterval } from './add-interval';
import { runRenewals } from './run-renewals';

/**
 * A subscription with a free trial on the local Solana chain with SMTP captured: ACTIVE at once, its first link
 * paid from the trial's end, or left unpaid (PAST_DUE, then CANCELED). Time moves through the product clock.
 */
let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ chain, ctx, close } = await startChainWebhookContext());
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
async function payEmailedLink(mail: CapturedEmail) {
  const url = ctx.smtp.linkIn(mail, `${APP}/payment/`);
  const id = url.slice(`${APP}/payment/`.length);
  const link = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data;
  await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
  await watchTick(ctx);
  return id;
}

describe('subscriptions on the local chain', () => {
  it('a free trial: ACTIVE at once until the trial ends, its first link paid from then; left unpaid, PAST_DUE then CANCELED', async () => {
    const merchant = await signUpWithCredits(ctx, 5);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ walletAddress: base58Encode(randomBytes(32)) })
      .where(eq(merchantAccounts.id, merchant.accountId));
    const detail = async (id: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/${id}`, headers: bearer(merchant.token) })).json()
        .data.subscription;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscriptions/plans',
      headers: bearer(merchant.token),
      payload: {
        name: 'Trial weekly',
        amount: '0.01',
        currency: 'SOL',
        network: 'solana',
        interval: 'week',
        intervalCount: 1,
        trialDays: 14,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().data.plan;
    expect(plan.trialDays).toBe(14);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/team/account',
          headers: bearer(merchant.token),
          payload: { name: 'Tea Shop' },
        })
      ).statusCode,
    ).toBe(200);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/subscribe/${plan.id}` })).json().data;
    expect(page.plan.trialDays).toBe(14);
    expect(page.merchant).toBe('Tea Shop');

    // Paid during the trial: the first paid week starts when the trial ends, not at the payment.
    const start = ctx.deps.clock.now();
    const payer = uniqueEmail('trial');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/subscribe/${plan.id}`, payload: { email: payer } });
    expect(res.statusCode, res.body).toBe(201);
    const sub = res.json().data.subscription;
    expect(sub.status).toBe('ACTIVE');
    const trialEnd = new Date(sub.currentPeriodEnd);
    expect(trialEnd.getTime() - start.getTime()).toBeGreaterThanOrEqual(14 * DAY);
    expect(trialEnd.getTime() - start.getTime()).toBeLessThan(14 * DAY + 60_000);
    const welcome = await ctx.smtp.waitForEmail(payer, 'free trial');
    ctx.deps.clock.advance(3 * DAY);
    await payEmailedLink(welcome);
    expect(await detail(sub.id)).toMatchObject({
      status: 'ACTIVE',
      currentPeriodStart: trialEnd.toISOString(),
      currentPeriodEnd: addInterval(trialEnd, 'week', 1).toISOString(),
    });

    // Left unpaid: reminded the day before the trial ends, PAST_DUE when it ends, CANCELED after the grace days.
    const idle = uniqueEmail('trial-idle');
    const idleSub = (
      await ctx.app.inject({ method: 'POST', url: `/api/subscribe/${plan.id}`, payload: { email: idle } })
    ).json().data.subscription;
    await ctx.smtp.waitForEmail(idle, 'free trial');
    const idleEnd = new Date(idleSub.currentPeriodEnd);
    await renewals();
    expect((await detail(idleSub.id)).payments).toHaveLength(1);
    moveClockTo(new Date(idleEnd.getTime() - DAY + 60_000));
    await renewals();
    await ctx.smtp.waitForEmail(idle, 'renews tomorrow');
    moveClockTo(new Date(idleEnd.getTime() + 60_000));
    await renewals();
    expect((await detail(idleSub.id)).status).toBe('PAST_DUE');
    moveClockTo(new Date(idleEnd.getTime() + 7 * DAY + 60_000));
    await renewals();
    expect(await detail(idleSub.id)).toMatchObject({ status: 'CANCELED', cancelReason: 'unpaid' });
  });
});
