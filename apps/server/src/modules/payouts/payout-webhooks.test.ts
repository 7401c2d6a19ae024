import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { bearer, type TestContext } from '../../test/test-app';
import type { WebhookReceiver } from '../../test/webhook-receiver';
import {
  HOUR,
  signedBy,
  startWebhookTestBench,
  webhookTestTools,
  type WebhookAnswers,
} from '../../test/webhook-test-tools';
import { applyPayoutTransition } from './apply-payout-transition';
import { payoutEvents } from './schema';

let ctx: TestContext;
let receiver: WebhookReceiver;
let answers: WebhookAnswers;
let now: Date;
beforeAll(async () => {
  ({ ctx, receiver, answers } = await startWebhookTestBench());
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});
beforeEach(() => {
  now = new Date();
});
const { deliver, at, newPath, merchant } = webhookTestTools(() => ({ ctx, receiver, answers, now }));

async function payingMerchant() {
  const m = await merchant();
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m.accountId));
  return m;
}
async function endpoint(token: string, url: string, events: string[] | null) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    headers: bearer(token),
    payload: { url, events },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.endpoint as { id: string; secret: string };
}
async function readyPayout(token: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payouts',
    headers: bearer(token),
    payload: { name: 'Ada', amount: '0.25', currency: 'SOL', address: base58Encode(randomBytes(32)) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payout as { id: string; address: string };
}
const deliveries = (token: string, query: string) =>
  ctx.app
    .inject({ method: 'GET', url: `/api/webhooks/deliveries?${query}`, headers: bearer(token) })
    .then((r) => r.json().data.deliveries as { endpointId: string; eventType: string; payoutId: string | null }[]);

describe('payout webhooks', () => {
  it('sends payout.paid signed to the endpoints whose filter takes it, once, retried until the receiver answers', async () => {
    const m = await payingMerchant();
    const payoutsPath = newPath((_r, i) => (i === 0 ? { status: 500, body: 'down' } : { status: 204 }));
    const linksPath = newPath();
    const hook = await endpoint(m.token, `${receiver.url}${payoutsPath}`, ['payout.paid', 'payout.failed']);
    await endpoint(m.token, `${receiver.url}${linksPath}`, ['payment.completed']);
    const payout = await readyPayout(m.token);

    const paid = await applyPayoutTransition(ctx.deps, { id: payout.id }, 'paid', { txId: 'sig-1', paidAt: now });
    expect(paid?.status).toBe('PAID');
    // A second "paid" (a race, a second path) changes nothing and sends nothing.
    expect(await applyPayoutTransition(ctx.deps, { id: payout.id }, 'paid', { txId: 'sig-2', paidAt: now })).toBeNull();
    expect(await ctx.deps.db.select().from(payoutEvents).where(eq(payoutEvents.payoutId, payout.id))).toHaveLength(1);

    await deliver();
    expect(at(payoutsPath)).toHaveLength(1);
    now = new Date(now.getTime() + HOUR);
    await deliver();
    const requests = at(payoutsPath);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.rawBody).toBe(requests[1]!.rawBody);
    expect(signedBy(requests[1]!, hook.secret)).toBe(true);
    const body = JSON.parse(requests[1]!.rawBody);
    expect(body).toMatchObject({
      type: 'payout.paid',
      data: {
        payout: {
          id: payout.id,
          amount: '0.25',
          pay_amount: '0.25',
          pay_currency: 'SOL',
          network: 'solana',
          address: payout.address,
          status: 'PAID',
          tx_id: 'sig-1',
        },
        user: { id: m.accountId, email: m.email },
      },
    });
    expect(at(linksPath)).toHaveLength(0);

    const log = await deliveries(m.token, `payoutId=${payout.id}`);
    // The endpoint's delivery, and the primary endpoint's (it has no URL: logged as no_endpoint).
    expect(log).toHaveLength(2);
    expect(log.find((d) => d.endpointId === hook.id)).toMatchObject({
      eventType: 'payout.paid',
      payoutId: payout.id,
      paymentId: null,
      status: 'succeeded',
      attempts: 2,
    });
  });

  it('sends payout.failed when a batched payout fails, and payout.paid when it is paid after', async () => {
    const m = await payingMerchant();
    const path = newPath();
    await endpoint(m.token, `${receiver.url}${path}`, null);
    const payout = await readyPayout(m.token);
    // Batched as the dashboard batches it: a batched payout names its batch (payouts_batched_ck).
    const batched = await ctx.app.inject({
      method: 'POST',
      url: '/api/payouts/batches',
      headers: bearer(m.token),
      payload: { network: 'solana', payoutIds: [payout.id] },
    });
    expect(batched.statusCode, batched.body).toBe(201);
    await applyPayoutTransition(ctx.deps, { id: payout.id }, 'failed');
    await applyPayoutTransition(ctx.deps, { id: payout.id }, 'paid', { txId: 'sig-3', paidAt: now });
    await deliver();
    await deliver();
    const types = at(path).map((r) => JSON.parse(r.rawBody).type);
    expect(types).toEqual(['payout.failed', 'payout.paid']);
  });
});
