// @module-tag postgres
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LOCAL_USDC_DECIMALS,
  LOCAL_USDC_MINT,
  payTransferRequest,
  sendTestTransfer,
  type Localnet,
} from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { startChainWebhookContext, watchTick } from '../../../test/local-chain';
import { deliverAllDue } from '../../../test/webhook-test-tools';
import { bearer, signUpWithCredits, type TestContext } from '../../../test/test-app';
import type { WebhookReceiver } from '../../../test/webhook-receiver';
import { payments } from '../schema';

/**
 * Issue 35: the exception events, each sent once over real HTTP from transfers on the local Solana chain. Two
 * watchers race every round (under TEST_DATABASE_URL, two transactions on a real PostgreSQL server).
 */
let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let receiver: WebhookReceiver;
beforeAll(async () => {
  ({ chain, ctx, receiver, close } = await startChainWebhookContext());
});
afterAll(() => close());

const twoWorkers = () => Promise.all([watchTick(ctx), watchTick(ctx)]);
const deliver = () => deliverAllDue(ctx.deps);

let hooks = 0;
async function newLink(amount: string): Promise<Payment & { path: string }> {
  const m = await signUpWithCredits(ctx, 20);
  const path = `/hook-${(hooks += 1)}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: {
      label: 'Order',
      amount,
      walletAddress: base58Encode(randomBytes(32)),
      webhookUrl: `${receiver.url}${path}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json().data.payment, path };
}

/** The events the receiver got for a link, in order, as parsed bodies. */
const received = (path: string) =>
  receiver.received
    .filter((r) => r.path === path)
    .map((r) => JSON.parse(r.rawBody) as { type: string; data: Record<string, unknown> });
const types = (path: string) => received(path).map((e) => e.type);
const one = (path: string, type: string) => {
  const found = received(path).filter((e) => e.type === type);
  expect(found, type).toHaveLength(1);
  return found[0]!.data;
};

describe('exception events, each once, over real HTTP', () => {
  it('payment.partially_paid carries what is left to pay; payment.overpaid what is owed back, with payment.completed', async () => {
    const link = await newLink('0.05');
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 20_000_000n });
    await twoWorkers();
    await twoWorkers();
    await deliver();
    expect(one(link.path, 'payment.partially_paid')).toMatchObject({
      amount_remaining: '0.03',
      transfer: { amount: '0.02', currency: 'SOL' },
    });

    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 40_000_000n });
    await twoWorkers();
    await twoWorkers();
    await deliver();
    expect(types(link.path)).toEqual([
      'payment.created',
      'payment.partially_paid',
      'payment.completed',
      'payment.overpaid',
    ]);
    expect(one(link.path, 'payment.overpaid')).toMatchObject({
      amount_owed: '0.01',
      transfer: { amount: '0.04' },
      payment: { status: 'COMPLETED' },
    });
  });

  it('payment.paid_late follows payment.completed for a transfer made after the expiry', async () => {
    const link = await newLink('0.06');
    await ctx.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 5_000) })
      .where(eq(payments.id, link.id));
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await twoWorkers();
    await twoWorkers();
    await deliver();
    expect(types(link.path)).toEqual(['payment.created', 'payment.completed', 'payment.paid_late']);
    expect(one(link.path, 'payment.paid_late')).toMatchObject({
      payment: { status: 'COMPLETED', amount_received: '0.06' },
      transfer: { amount: '0.06' },
    });
  });

  it('payment.wrong_token for a transfer in another token, the link staying open', async () => {
    const link = await newLink('0.07');
    const sent = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: link.recipientAddress,
      amount: 1_500_000n,
      token: { mint: LOCAL_USDC_MINT, decimals: LOCAL_USDC_DECIMALS },
      references: [link.reference!],
    });
    await twoWorkers();
    await twoWorkers();
    await deliver();
    expect(types(link.path)).toEqual(['payment.created', 'payment.wrong_token']);
    expect(one(link.path, 'payment.wrong_token')).toMatchObject({
      payment: { status: 'PENDING' },
      transfer: { signature: sent.signature, amount: '1.5', currency: 'USDC' },
    });
  });

  it('sends no exception event for a link paid exactly on time', async () => {
    const link = await newLink('0.08');
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await twoWorkers();
    await deliver();
    expect(types(link.path)).toEqual(['payment.created', 'payment.completed']);
  });
});
