import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Payment } from '@paylink/shared';
import { payments } from '../payments/schema';
import { startEvmTestContext, watchEvmTick } from '../../test/evm-chains';
import { bearer, signUpWithCredits, type TestContext } from '../../test/test-app';

const ownerWallet = privateKeyToAccount(generatePrivateKey());
let ctx: TestContext;
let ownerToken: string;
let close: () => Promise<void>;
beforeAll(async () => ({ ctx, token: ownerToken, close } = await startEvmTestContext(ownerWallet.address)));
afterAll(() => close());

const merchant = () => signUpWithCredits(ctx, 20);
const createLink = (token: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', amount: '10', network: 'ethereum', currency: 'USDC', ...body },
  });
async function newLink(token: string, body: object = {}): Promise<Payment> {
  const res = await createLink(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
async function testPay(id: string) {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/payments/${id}/test-pay`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
}
const tick = () => watchEvmTick(ctx, 'ethereum', { confirmations: 1 });
async function inbox(token: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/payments/unmatched-transfers?status=open',
    headers: bearer(token),
  });
  return res.json().data.transfers as { id: string; amount: string; recipient: string }[];
}
const status = async (id: string) => (await ctx.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;

describe('an EVM wallet’s matching and inbox belong to the account that owns it (issue 29)', () => {
  it('another merchant cannot link the owner’s address (any letter case), on either EVM network', async () => {
    await newLink(ownerToken);
    const attacker = await merchant();
    for (const body of [
      { walletAddress: ownerWallet.address },
      { walletAddress: ownerWallet.address.toLowerCase(), network: 'base' },
    ]) {
      const res = await createLink(attacker.token, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', error: 'This address is already used by another account' });
    }
  });

  it('after a proof takes the address back, the claimer’s exact amount pays into the owner’s inbox, not the claimer’s link', async () => {
    const squatter = await merchant();
    const wallet = privateKeyToAccount(generatePrivateKey());
    const squatted = await newLink(squatter.token, { walletAddress: wallet.address });
    await tick();

    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets/proofs',
      headers: bearer(ownerToken),
      payload: { address: wallet.address },
    });
    const { nonce, message } = ask.json().data;
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets/proofs/verify',
      headers: bearer(ownerToken),
      payload: { nonce, signature: await wallet.signMessage({ message }) },
    });
    expect(verified.json().data.tookOver).toBe(true);
    const own = await newLink(ownerToken, { walletAddress: wallet.address });

    await testPay(squatted.id);
    await tick();
    expect(await status(squatted.id)).toBe('PENDING');
    expect(await inbox(squatter.token)).toEqual([]);
    const [listed] = (await inbox(ownerToken)).filter(
      (t) => t.recipient.toLowerCase() === wallet.address.toLowerCase(),
    );
    expect(listed).toMatchObject({ amount: squatted.payAmount });
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${listed!.id}/assign`,
      headers: bearer(squatter.token),
      payload: { paymentId: squatted.id },
    });
    expect(stolen.statusCode).toBe(404);
    // The owner's own link still completes with its exact amount.
    await testPay(own.id);
    await tick();
    expect(await status(own.id)).toBe('COMPLETED');
  });
});
