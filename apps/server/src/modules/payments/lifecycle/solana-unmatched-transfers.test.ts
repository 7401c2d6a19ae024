import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCAL_USDC_DECIMALS, LOCAL_USDC_MINT, sendTestTransfer, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment, type UnmatchedTransfer } from '@paylink/shared';
import { payments } from '../schema';
import { unmatchedTransfers } from '../../unmatched-transfers/schema';
import { startChainTestContext, watchTick } from '../../../test/local-chain';
import { bearer, signUpWithCredits, type TestContext } from '../../../test/test-app';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

const merchant = () => signUpWithCredits(ctx, 20);

async function newLink(token: string, body: Record<string, unknown>): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

async function inbox(token: string, status = 'open'): Promise<UnmatchedTransfer[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/payments/unmatched-transfers?status=${status}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.transfers;
}

const usdc = { mint: LOCAL_USDC_MINT, decimals: LOCAL_USDC_DECIMALS };

describe('Solana transfers to a watched wallet that pay no link land in the inbox', () => {
  it('lists SOL and USDC sent without a reference (an exchange withdrawal) or for no watched link; assigning counts, dismissing hides', async () => {
    const m = await merchant();
    const wallet = base58Encode(randomBytes(32));
    const solLink = await newLink(m.token, { amount: '0.5', walletAddress: wallet });
    const usdcLink = await newLink(m.token, { amount: '3', currency: 'USDC', walletAddress: wallet });
    await watchTick(ctx);

    const withdrawal = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: 500_000_000n,
      token: 'SOL',
    });
    const usdcWithdrawal = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: 1_250_000n,
      token: usdc,
    });
    // A reference no watched link has (a link long gone, another shop's) is no match either.
    const stray = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: 70_000_000n,
      token: 'SOL',
      references: [base58Encode(randomBytes(32))],
    });
    const announced: string[] = [];
    const report = await watchTick(ctx, { onUnmatched: (id) => announced.push(id) });
    expect(report.unmatched).toBe(3);
    expect((await ctx.deps.db.select().from(payments).where(eq(payments.id, solLink.id)))[0]!.status).toBe('PENDING');

    const listed = await inbox(m.token);
    const bySignature = new Map(listed.map((t) => [t.signature, t]));
    expect(bySignature.get(withdrawal.signature)).toMatchObject({
      network: 'solana',
      currency: 'SOL',
      amount: '0.5',
      recipient: wallet,
      payer: withdrawal.payer,
      status: 'open',
    });
    expect(bySignature.get(usdcWithdrawal.signature)).toMatchObject({
      network: 'solana',
      currency: 'USDC',
      amount: '1.25',
      recipient: wallet,
    });
    expect(bySignature.get(stray.signature)).toMatchObject({ currency: 'SOL', amount: '0.07' });
    expect(listed).toHaveLength(3);
    expect(listed.every((t) => t.reason === 'no_reference')).toBe(true);
    // Each listing is announced once, so the open dashboard's badge follows without polling.
    expect(announced.sort()).toEqual(listed.map((t) => t.id).sort());

    // Read again (a re-read after a crash, another worker): listed once.
    await ctx.deps.db.execute(
      `update chain_cursors set position = null, fingerprint = null where network = 'solana' and key = '${wallet}'`,
    );
    await watchTick(ctx);
    expect(await inbox(m.token)).toHaveLength(3);

    const assign = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${bySignature.get(withdrawal.signature)!.id}/assign`,
      headers: bearer(m.token),
      payload: { paymentId: solLink.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().data.payment).toMatchObject({
      status: 'COMPLETED',
      amountReceived: '0.5',
      transactionSignature: withdrawal.signature,
    });
    // A USDC transfer cannot pay a SOL link.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${bySignature.get(usdcWithdrawal.signature)!.id}/assign`,
      headers: bearer(m.token),
      payload: { paymentId: solLink.id },
    });
    expect(wrong.statusCode).toBe(400);
    const partial = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${bySignature.get(usdcWithdrawal.signature)!.id}/assign`,
      headers: bearer(m.token),
      payload: { paymentId: usdcLink.id },
    });
    expect(partial.json().data.payment).toMatchObject({ status: 'PENDING', amountReceived: '1.25' });
    const dismiss = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${bySignature.get(stray.signature)!.id}/dismiss`,
      headers: bearer(m.token),
    });
    expect(dismiss.json().data.transfer.status).toBe('dismissed');
    expect(await inbox(m.token)).toHaveLength(0);
  });

  it('a dismissal can be undone by its owner only, and a dismissed transfer can still be assigned, once', async () => {
    const m = await merchant();
    const wallet = base58Encode(randomBytes(32));
    const link = await newLink(m.token, { amount: '0.5', walletAddress: wallet });
    await watchTick(ctx);
    const sent = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: 100_000_000n,
      token: 'SOL',
    });
    await watchTick(ctx);
    const entry = (await inbox(m.token)).find((t) => t.signature === sent.signature)!;
    const post = (action: string, payload?: object, token = m.token) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/unmatched-transfers/${entry.id}/${action}`,
        headers: bearer(token),
        payload,
      });

    expect((await post('restore')).json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect((await post('dismiss')).json().data.transfer.status).toBe('dismissed');
    expect((await post('restore', undefined, (await merchant()).token)).statusCode).toBe(404);
    expect((await post('restore')).json().data.transfer).toMatchObject({ status: 'open', paymentId: null });
    expect((await inbox(m.token)).map((t) => t.id)).toEqual([entry.id]);

    expect((await post('dismiss')).statusCode).toBe(200);
    const assigned = await post('assign', { paymentId: link.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({
      transfer: { status: 'assigned', paymentId: link.id },
      payment: { status: 'PENDING', amountReceived: '0.1' },
    });
    expect((await post('restore')).statusCode).toBe(409);
    expect((await post('assign', { paymentId: link.id })).statusCode).toBe(409);
  });

  it("lists nothing for a link's own payment, for another merchant, or for a wallet with no watched link", async () => {
    const m = await merchant();
    const other = await merchant();
    const wallet = base58Encode(randomBytes(32));
    const link = await newLink(m.token, { amount: '0.2', walletAddress: wallet });
    await watchTick(ctx);
    const paid = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: 200_000_000n,
      token: 'SOL',
      references: [link.reference!],
    });
    // Not watched: no open or recent link pays there.
    await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: base58Encode(randomBytes(32)),
      amount: 10_000_000n,
      token: 'SOL',
    });
    const report = await watchTick(ctx);
    expect(report.unmatched).toBe(0);
    expect((await ctx.deps.db.select().from(payments).where(eq(payments.id, link.id)))[0]).toMatchObject({
      status: 'COMPLETED',
      txId: paid.signature,
    });
    expect(await inbox(m.token)).toEqual([]);
    expect(await inbox(other.token)).toEqual([]);
    expect(
      await ctx.deps.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.txId, paid.signature)),
    ).toEqual([]);
  });
});
