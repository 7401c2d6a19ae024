import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTestTransfer, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { startChainTestContext, watchTick } from '../../../test/local-chain';
import { bearer, signUpWithCredits, type TestContext } from '../../../test/test-app';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

// Written as the attacker: a customer (or a stranger holding the link's reference) pays short and hopes the link closes.
async function merchantWithLink(toleranceBps?: number) {
  const m = await signUpWithCredits(ctx, 20);
  if (toleranceBps !== undefined) {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/payments/settings',
      headers: bearer(m.token),
      payload: { completeAt: 'confirmation', underpaymentToleranceBps: toleranceBps },
    });
    expect(saved.json().data).toEqual({ completeAt: 'confirmation', underpaymentToleranceBps: toleranceBps });
  }
  const wallet = base58Encode(randomBytes(32));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount: '1', walletAddress: wallet },
  });
  expect(res.statusCode, res.body).toBe(201);
  const link: Payment = res.json().data.payment;
  await watchTick(ctx);
  const pay = (lamports: bigint) =>
    sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: lamports,
      token: 'SOL',
      references: [link.reference!],
    });
  const read = async () =>
    (await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${link.id}`, headers: bearer(m.token) })).json()
      .data.payment;
  return { m, link, pay, read };
}

describe('underpayment tolerance: a short payment never closes a link cheaper than its merchant allowed', () => {
  it('with no tolerance (the default) one lamport short stays open, and the exact amount completes it with no shortfall', async () => {
    const { m, pay, read } = await merchantWithLink();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/payments/settings', headers: bearer(m.token) })).json().data,
    ).toEqual({ completeAt: 'confirmation', underpaymentToleranceBps: 0 });
    await pay(999_999_999n);
    await watchTick(ctx);
    expect(await read()).toMatchObject({ status: 'PENDING', amountReceived: '0.999999999', shortfall: null });
    await pay(1n);
    await watchTick(ctx);
    expect(await read()).toMatchObject({ status: 'COMPLETED', amountReceived: '1', shortfall: null, overpaid: false });
  });

  it('with 1%: 98.9999% stays open; reaching 99% completes it, showing the shortfall; nothing is owed back', async () => {
    const { pay, read } = await merchantWithLink(100);
    await pay(989_999_999n);
    await watchTick(ctx);
    expect(await read()).toMatchObject({ status: 'PENDING', shortfall: null });
    await pay(1n);
    await watchTick(ctx);
    const paid = await read();
    expect(paid).toMatchObject({
      status: 'COMPLETED',
      amountReceived: '0.99',
      shortfall: '0.01',
      needsRefund: false,
      amountOwed: '0',
    });
  });

  it('refuses a tolerance above 10%, negative or fractional (400), and one settings change does not touch another merchant', async () => {
    const m = await signUpWithCredits(ctx, 5);
    for (const bad of [1001, -1, 1.5]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/payments/settings',
        headers: bearer(m.token),
        payload: { completeAt: 'confirmation', underpaymentToleranceBps: bad },
      });
      expect(res.statusCode).toBe(400);
    }
    // Left out, it stays as it was.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/payments/settings',
      headers: bearer(m.token),
      payload: { completeAt: 'confirmation', underpaymentToleranceBps: 250 },
    });
    const kept = await ctx.app.inject({
      method: 'PUT',
      url: '/api/payments/settings',
      headers: bearer(m.token),
      payload: { completeAt: 'finality' },
    });
    expect(kept.json().data).toEqual({ completeAt: 'finality', underpaymentToleranceBps: 250 });
    const { pay, read } = await merchantWithLink();
    await pay(980_000_000n);
    await watchTick(ctx);
    expect(await read()).toMatchObject({ status: 'PENDING' });
  });
});
