import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTestTransfer, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment, type UnmatchedTransfer } from '@paylink/shared';
import { startChainTestContext, watchTick } from '../../../test/local-chain';
import { bearer, signUpWithCredits, type TestContext } from '../../../test/test-app';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

async function newLink(token: string, wallet: string): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', amount: '0.5', walletAddress: wallet },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

const detail = async (token: string, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(token) })).json().data
    .payment;

describe('a payment that reaches a cancelled link (local Solana chain)', () => {
  it('pays nothing: it is late money in the inbox; assigned back to the link it is owed to the payer, and refundable', async () => {
    const m = await signUpWithCredits(ctx, 20);
    const wallet = base58Encode(randomBytes(32));
    const link = await newLink(m.token, wallet);
    await watchTick(ctx);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/payments/${link.id}/cancel`,
      headers: bearer(m.token),
    });
    expect(cancel.json().data.payment).toMatchObject({ status: 'EXPIRED' });

    // The customer still pays the request they were given, reference and exact amount, after the cancel.
    const sent = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: 500_000_000n,
      token: 'SOL',
      references: [link.reference!],
    });
    const report = await watchTick(ctx);
    expect(report.unmatched).toBe(1);
    expect(await detail(m.token, link.id)).toMatchObject({
      status: 'EXPIRED',
      amountReceived: null,
      transactionSignature: null,
      transfers: [],
    });

    const inbox = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/unmatched-transfers?status=open',
      headers: bearer(m.token),
    });
    const listed: UnmatchedTransfer[] = inbox.json().data.transfers;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      signature: sent.signature,
      amount: '0.5',
      currency: 'SOL',
      reason: 'link_ended',
      status: 'open',
    });

    // Read again: still one listing, and still nothing on the link.
    await watchTick(ctx);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/payments/unmatched-transfers?status=open',
          headers: bearer(m.token),
        })
      ).json().data.transfers,
    ).toHaveLength(1);

    // The merchant assigns it to the cancelled link to refund it from there: it never completes the link, it is owed back.
    const assign = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${listed[0]!.id}/assign`,
      headers: bearer(m.token),
      payload: { paymentId: link.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().data.payment).toMatchObject({
      status: 'EXPIRED',
      needsRefund: true,
      amountOwed: '0.5',
      receiptUrl: null,
    });
    const after = await detail(m.token, link.id);
    expect(after.transfers).toMatchObject([{ signature: sent.signature, outcome: 'excess' }]);
    expect(after.amountRefundable).toBe('0.5');
    expect(after.proposedRefund).toMatchObject({ amount: '0.5', to: sent.payer });
  });
});
