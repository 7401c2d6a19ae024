import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callLocalnet, payTransferRequest, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { chainAdapters } from '../../chains/chain-adapters';
import { startChainWebhookContext, watchTick } from '../../../test/local-chain';
import { deliverAllDue } from '../../../test/webhook-test-tools';
import { bearer, signUpWithCredits, type TestContext } from '../../../test/test-app';
import type { WebhookReceiver } from '../../../test/webhook-receiver';
import { payments } from '../schema';
import { finalizePayments } from './finalize-payments';

/**
 * Issue 35, finality on the local Solana chain: a link completes at `confirmed`, and once the local chain's finalized
 * slot (32 slots behind) passes its transfer, the finality job marks it finalized and sends `payment.finalized` after
 * `payment.completed`, once, over real HTTP.
 */
let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let receiver: WebhookReceiver;
beforeAll(async () => {
  ({ chain, ctx, receiver, close } = await startChainWebhookContext());
});
afterAll(() => close());

const solanaOnly = () =>
  chainAdapters({ solanaRpc: ctx.deps.solanaRpc, commitment: 'confirmed', evm: {}, evmConfig: {} });
const finalizeRound = () => finalizePayments(ctx.deps.db, solanaOnly(), { now: new Date() });
const advanceSlots = (slots: number) => callLocalnet<number>(chain.rpcUrl, 'advanceSlots', [slots]);
const deliver = () => deliverAllDue(ctx.deps);

let hooks = 0;
async function merchant() {
  return signUpWithCredits(ctx, 50);
}
async function paidLink(token: string, amount: string): Promise<Payment & { path: string }> {
  const path = `/final-${(hooks += 1)}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: {
      label: 'Order',
      amount,
      walletAddress: base58Encode(randomBytes(32)),
      webhookUrl: `${receiver.url}${path}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const link = res.json().data.payment as Payment;
  await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
  return { ...link, path };
}
const publicPayment = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data;

describe('finality on the local Solana chain', () => {
  it('completes at confirmed, then sends payment.finalized once, after payment.completed, when the transfer is finalized', async () => {
    const m = await merchant();
    const link = await paidLink(m.token, '0.11');
    await watchTick(ctx);
    expect(await publicPayment(link.id)).toMatchObject({
      status: 'COMPLETED',
      finality: 'confirmed',
      finalizedAt: null,
    });

    // Not finalized yet: the local chain finalizes a slot 32 slots after it.
    await finalizeRound();
    expect((await publicPayment(link.id)).finality).toBe('confirmed');

    await advanceSlots(32);
    await Promise.all([finalizeRound(), finalizeRound()]);
    const shown = await publicPayment(link.id);
    expect(shown).toMatchObject({ status: 'COMPLETED', finality: 'finalized' });
    expect(Date.parse(shown.finalizedAt)).not.toBeNaN();
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${link.id}`, headers: bearer(m.token) })
    ).json().data.payment;
    expect(detail).toMatchObject({ finality: 'finalized', finalizedAt: shown.finalizedAt });

    await finalizeRound();
    await deliver();
    const bodies = receiver.received.filter((r) => r.path === link.path).map((r) => JSON.parse(r.rawBody));
    expect(bodies.map((b) => b.type)).toEqual(['payment.created', 'payment.completed', 'payment.finalized']);
    expect(bodies[1].data.payment).toMatchObject({ finality: 'confirmed', finalized_at: null });
    expect(bodies[2].data.payment).toMatchObject({
      status: 'COMPLETED',
      finality: 'finalized',
      finalized_at: shown.finalizedAt,
    });
  });

  it('takes links round robin across merchants, and a network that fails holds back only its own links', async () => {
    const busy = await merchant();
    const quiet = await merchant();
    const busyLinks = [
      await paidLink(busy.token, '0.01'),
      await paidLink(busy.token, '0.02'),
      await paidLink(busy.token, '0.03'),
    ];
    const quietLink = await paidLink(quiet.token, '0.04');
    await watchTick(ctx);
    await advanceSlots(32);
    const adapters = solanaOnly();

    // Two links a round: one of each merchant, however many the busy one has waiting.
    const first = await finalizePayments(ctx.deps.db, adapters, { now: new Date(), limit: 2 });
    expect(first.finalized).toHaveLength(2);
    expect(first.finalized).toContain(quietLink.id);
    expect(first.more).toBe(true);
    const second = await finalizePayments(ctx.deps.db, adapters, { now: new Date(), limit: 2 });
    expect([...first.finalized, ...second.finalized].sort()).toEqual(
      [...busyLinks.map((l) => l.id), quietLink.id].sort(),
    );

    // A link recorded on a network this server cannot read now (its node is down) waits; the others go on.
    const other = await merchant();
    const broken = await paidLink(other.token, '0.05');
    const fine = await paidLink(other.token, '0.06');
    await watchTick(ctx);
    await ctx.deps.db.update(payments).set({ network: 'ethereum' }).where(eq(payments.id, broken.id));
    await advanceSlots(32);
    const rest = await finalizePayments(ctx.deps.db, adapters, { now: new Date() });
    expect(rest.finalized).toEqual([fine.id]);
    expect(rest.failed).toEqual([expect.objectContaining({ network: 'ethereum' })]);
    expect((await publicPayment(broken.id)).finality).toBe('confirmed');
  });

  it('with "Mark payments completed at: finality", holds the link PENDING (finality confirmed) until the transfer is final, then completes it with payment.completed and payment.finalized', async () => {
    const m = await merchant();
    const settings = (body?: unknown) =>
      ctx.app.inject({
        method: body ? 'PUT' : 'GET',
        url: '/api/payments/settings',
        headers: bearer(m.token),
        payload: body as object | undefined,
      });
    expect((await settings()).json().data).toEqual({ completeAt: 'confirmation', underpaymentToleranceBps: 0 });
    const bad = await settings({ completeAt: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: expect.any(String) });
    expect((await settings({ completeAt: 'finality' })).json().data).toEqual({
      completeAt: 'finality',
      underpaymentToleranceBps: 0,
    });
    expect((await settings()).json().data).toEqual({ completeAt: 'finality', underpaymentToleranceBps: 0 });

    const link = await paidLink(m.token, '0.12');
    await watchTick(ctx);
    // Paid and confirmed: the customer sees "Confirmed, finalizing…" (PENDING with finality confirmed), no receipt yet.
    expect(await publicPayment(link.id)).toMatchObject({
      status: 'PENDING',
      finality: 'confirmed',
      finalizedAt: null,
      receiptUrl: null,
      amountRemaining: '0',
    });
    const pendingList = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/payments?status=PENDING', headers: bearer(m.token) })
    ).json().data;
    expect(JSON.stringify(pendingList)).toContain(link.id);
    await finalizeRound();
    await deliver();
    expect(receiver.received.filter((r) => r.path === link.path).map((r) => JSON.parse(r.rawBody).type)).toEqual([
      'payment.created',
    ]);

    await advanceSlots(32);
    await Promise.all([finalizeRound(), finalizeRound()]);
    const shown = await publicPayment(link.id);
    expect(shown).toMatchObject({ status: 'COMPLETED', finality: 'finalized' });
    expect(shown.receiptUrl).toContain(`/receipt/${link.id}`);
    await finalizeRound();
    await deliver();
    const bodies = receiver.received.filter((r) => r.path === link.path).map((r) => JSON.parse(r.rawBody));
    expect(bodies.map((b) => b.type)).toEqual(['payment.created', 'payment.completed', 'payment.finalized']);
    expect(bodies[1].data.payment).toMatchObject({
      status: 'COMPLETED',
      finality: 'finalized',
      completed_at: shown.completedAt ?? expect.any(String),
    });

    // Back to confirmation: the next link completes at confirmation again.
    await settings({ completeAt: 'confirmation' });
    const next = await paidLink(m.token, '0.13');
    await watchTick(ctx);
    expect(await publicPayment(next.id)).toMatchObject({ status: 'COMPLETED', finality: 'confirmed' });
  });
});
