import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { LOCAL_USDC_MINT, payTransferRequest, sendTestTransfer, type Localnet } from '@paylink/localnet';
import type { Payment, PaymentDetail } from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { startChainTestContext, watchTick } from '../../../test/local-chain';
import { bearer, signUpWithCredits, type TestContext } from '../../../test/test-app';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext());
});
afterAll(() => close());

interface Merchant {
  token: string;
  wallet: KeyPairSigner;
}

async function merchant(): Promise<Merchant> {
  const m = await signUpWithCredits(ctx, 20);
  // An API key needs a plan (the /api/v1 detail).
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m.accountId));
  return { token: m.token, wallet: await generateKeyPairSigner() };
}

async function newLink(m: Merchant, body: Record<string, unknown>): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order 9', walletAddress: m.wallet.address, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

async function detail(m: Merchant, id: string): Promise<PaymentDetail> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(m.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.payment;
}

describe('the refund the payment detail proposes', () => {
  it('an overpaid link: the excess, to the payer, for the link and for its transfer, also through /api/v1', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '1', currency: 'USDC' });
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 1_500_000n });
    await watchTick(ctx);

    const shown = await detail(m, link.id);
    const transfer = shown.transfers[0]!;
    expect(shown.proposedRefund).toEqual({
      transferId: null,
      currency: 'USDC',
      amount: '0.5',
      refundable: '1.5',
      to: paid.payer,
      payersDiffer: false,
      sources: [{ transferId: transfer.id, payer: paid.payer, amount: '0.5' }],
      byPayer: [{ payer: paid.payer, amount: '1.5', transferIds: [transfer.id] }],
    });
    expect(transfer.proposedRefund).toEqual({ ...shown.proposedRefund, transferId: transfer.id });

    const key = await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
    expect(key.statusCode, key.body).toBe(201);
    const v1 = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${link.id}`,
      headers: { 'x-api-key': key.json().data.apiKey },
    });
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json().data.payment.proposedRefund).toEqual(shown.proposedRefund);
  });

  it('a link paid in the wrong token: its transfer proposes that token back to its payer; the link has nothing in its own', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01', currency: 'SOL' });
    const sent = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: m.wallet.address,
      amount: 2_000_000n,
      token: { mint: LOCAL_USDC_MINT, decimals: 6 },
      references: [link.reference!],
    });
    expect(sent.err).toBeNull();
    await watchTick(ctx);

    const shown = await detail(m, link.id);
    const transfer = shown.transfers[0]!;
    expect(transfer).toMatchObject({ outcome: 'rejected', reason: 'wrong_token', currency: 'USDC' });
    expect(transfer.proposedRefund).toEqual({
      transferId: transfer.id,
      currency: 'USDC',
      amount: '2',
      refundable: '2',
      to: sent.payer,
      payersDiffer: false,
      sources: [{ transferId: transfer.id, payer: sent.payer, amount: '2' }],
      byPayer: [{ payer: sent.payer, amount: '2', transferIds: [transfer.id] }],
    });
    expect(shown.proposedRefund).toMatchObject({
      currency: 'SOL',
      amount: '0',
      refundable: '0',
      sources: [],
      byPayer: [],
    });
  });

  it('a link with a pending refund of what is owed: proposes the rest of what arrived, not the owed amount again', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '1', currency: 'USDC' });
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 1_500_000n });
    await watchTick(ctx);
    const transferId = (await detail(m, link.id)).transfers[0]!.id;
    const prepared = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/payments/${link.id}/refunds`,
      headers: bearer(m.token),
      payload: { transferId },
    });
    expect(prepared.statusCode, prepared.body).toBe(201);

    const shown = await detail(m, link.id);
    expect(shown.proposedRefund).toMatchObject({
      amount: '1',
      refundable: '1',
      to: paid.payer,
      sources: [{ transferId, payer: paid.payer, amount: '1' }],
    });
    expect(shown.transfers[0]!.proposedRefund).toMatchObject({ transferId, amount: '1', refundable: '1' });
  });

  it('a link paid from two wallets: no destination, every source with its part, and each payer offered what it sent', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.1', currency: 'SOL' });
    const customer = await payTransferRequest({
      rpcUrl: chain.rpcUrl,
      url: link.paymentUrl,
      amountOverride: 99_000_000n,
    });
    const stranger = await payTransferRequest({
      rpcUrl: chain.rpcUrl,
      url: link.paymentUrl,
      amountOverride: 1_000_000n,
    });
    await watchTick(ctx);

    const shown = await detail(m, link.id);
    expect(shown.status).toBe('COMPLETED');
    expect(shown.proposedRefund).toMatchObject({ amount: '0.1', to: null, payersDiffer: true });
    expect(shown.proposedRefund.sources.map((s) => [s.payer, s.amount])).toEqual([
      [customer.payer, '0.099'],
      [stranger.payer, '0.001'],
    ]);
    // Issue 38: per payer, what that payer sent (the link owes nothing, so all of it may be refunded).
    const [first, second] = shown.transfers;
    expect(shown.proposedRefund.byPayer).toEqual([
      { payer: customer.payer, amount: '0.099', transferIds: [first!.id] },
      { payer: stranger.payer, amount: '0.001', transferIds: [second!.id] },
    ]);
  });
});
