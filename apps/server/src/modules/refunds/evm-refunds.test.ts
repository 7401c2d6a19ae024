import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { payEip681Request } from '@paylink/localnet';
import { parseEip681Url, REFUND_EXPIRY_GRACE_MS, type Payment, type PaymentDetail, type Refund } from '@paylink/shared';
import { startEvmTestContext, watchEvmTick } from '../../test/evm-chains';
import { bearer, type TestContext } from '../../test/test-app';
import { watchRefunds } from './watch-refunds';

const merchantKey = generatePrivateKey();
const wallet = privateKeyToAccount(merchantKey).address;
let chains: Awaited<ReturnType<typeof startEvmTestContext>>['chains'];
let ctx: TestContext;
let token: string;
let close: () => Promise<void>;
beforeAll(async () => ({ chains, ctx, token, close } = await startEvmTestContext(wallet)));
afterAll(() => close());

const rpcUrl = () => chains.chains.ethereum.rpcUrl;
const tick = () => watchEvmTick(ctx, 'ethereum');
const watch = (now = new Date(), evmConfig = ctx.deps.config.evm) =>
  watchRefunds(
    ctx.deps.db,
    { solanaRpc: ctx.deps.solanaRpc, commitment: 'confirmed', evm: ctx.deps.evm, evmConfig },
    now,
  );
const anvil = (method: string, params: unknown[]) =>
  chains.chains.ethereum.client.request({ method: method as never, params: params as never });
const DAY = 24 * 60 * 60 * 1000;

/** A USDC link on Ethereum paid `times` over by one customer: its excess transfers, each owed back to that customer. */
async function overpaidLink(amount: string, times: number) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Paid twice', amount, network: 'ethereum', currency: 'USDC' },
  });
  const link: Payment = created.json().data.payment;
  const customerKey = generatePrivateKey();
  for (let i = 0; i < times; i++)
    await payEip681Request({ rpcUrl: rpcUrl(), url: link.paymentUrl, privateKey: customerKey });
  await tick();
  const excess = (await detail(link.id)).transfers.filter((t) => t.outcome === 'excess');
  expect(excess).toHaveLength(times - 1);
  return { link, excess, customer: privateKeyToAccount(customerKey).address };
}

async function refundOf(paymentId: string, transferId: string): Promise<Refund> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/payments/payments/${paymentId}/refunds`,
    headers: bearer(token),
    payload: { transferId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.refund;
}

async function detail(id: string): Promise<PaymentDetail> {
  return (await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(token) })).json()
    .data.payment;
}

describe('refunds on the embedded Anvil chain', () => {
  it('refunds a duplicate USDC payment with an EIP-681 URL, completed by the merchant wallet’s transfer log', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: { label: 'Order', amount: '3', network: 'ethereum', currency: 'USDC' },
    });
    const link: Payment = created.json().data.payment;
    await payEip681Request({ rpcUrl: rpcUrl(), url: link.paymentUrl });
    const twice = await payEip681Request({ rpcUrl: rpcUrl(), url: link.paymentUrl });
    await tick();
    const owed = await detail(link.id);
    expect(owed).toMatchObject({ status: 'COMPLETED', needsRefund: true, amountOwed: link.payAmount });
    const excess = owed.transfers.find((t) => t.outcome === 'excess')!;
    expect(excess).toMatchObject({ payer: twice.payer, amountOwed: link.payAmount });

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/payments/${link.id}/refunds`,
      headers: bearer(token),
      payload: { transferId: excess.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const refund: Refund = res.json().data.refund;
    expect(refund).toMatchObject({
      network: 'ethereum',
      currency: 'USDC',
      amount: link.payAmount,
      to: twice.payer,
      status: 'PENDING',
    });
    // No Solana reference key for a network that finds the refund by its transfer.
    expect(refund.reference).toBeNull();
    expect(parseEip681Url(refund.paymentUrl)).toMatchObject({
      kind: 'token',
      chainId: 1,
      token: chains.chains.ethereum.usdcAddress,
      recipient: twice.payer,
    });

    // Someone else sending the payer the same amount is not the refund.
    await payEip681Request({ rpcUrl: rpcUrl(), url: refund.paymentUrl });
    await watch();
    expect((await detail(link.id)).refunds[0]).toMatchObject({ status: 'PENDING' });

    const paid = await payEip681Request({ rpcUrl: rpcUrl(), url: refund.paymentUrl, privateKey: merchantKey });
    await watch();
    const after = await detail(link.id);
    expect(after).toMatchObject({ needsRefund: false, amountOwed: '0', amountRefunded: link.payAmount });
    expect(after.refunds[0]).toMatchObject({ id: refund.id, status: 'COMPLETED', signature: paid.hash });
  });

  it('refunds a duplicate ETH payment with a native EIP-681 URL, completed by the merchant wallet’s ETH transfer', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: { label: 'ETH order', amount: '0.01', network: 'ethereum', currency: 'ETH' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const link: Payment = created.json().data.payment;
    await payEip681Request({ rpcUrl: rpcUrl(), url: link.paymentUrl });
    const twice = await payEip681Request({ rpcUrl: rpcUrl(), url: link.paymentUrl });
    await tick();
    const owed = await detail(link.id);
    expect(owed).toMatchObject({
      status: 'COMPLETED',
      needsRefund: true,
      amountOwed: link.payAmount,
      payCurrency: 'ETH',
    });
    const excess = owed.transfers.find((t) => t.outcome === 'excess')!;
    expect(excess).toMatchObject({
      payer: twice.payer,
      currency: 'ETH',
      amountOwed: link.payAmount,
      amountRefundable: link.payAmount,
    });

    // No amount: what the transfer owes, to its payer, in ETH.
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/payments/${link.id}/refunds`,
      headers: bearer(token),
      payload: { transferId: excess.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const refund: Refund = res.json().data.refund;
    expect(refund).toMatchObject({
      network: 'ethereum',
      currency: 'ETH',
      amount: link.payAmount,
      to: twice.payer,
      status: 'PENDING',
    });
    const request = parseEip681Url(refund.paymentUrl);
    expect(request).toMatchObject({ kind: 'native', chainId: 1, recipient: twice.payer });
    expect(request?.amount).toBe(BigInt(excess.baseUnits!));

    // Someone else sending the payer the same ETH is not the refund.
    await payEip681Request({ rpcUrl: rpcUrl(), url: refund.paymentUrl });
    await watch();
    expect((await detail(link.id)).refunds[0]).toMatchObject({ status: 'PENDING' });

    const paid = await payEip681Request({ rpcUrl: rpcUrl(), url: refund.paymentUrl, privateKey: merchantKey });
    expect(paid).toMatchObject({ payer: wallet, success: true });
    await watch();
    const after = await detail(link.id);
    expect(after).toMatchObject({ needsRefund: false, amountOwed: '0', amountRefunded: link.payAmount });
    expect(after.refunds[0]).toMatchObject({ id: refund.id, status: 'COMPLETED', signature: paid.hash });
    expect(after.transfers.find((t) => t.id === excess.id)).toMatchObject({ amountOwed: '0', amountRefundable: '0' });
  });

  it('completes two refunds of the same amount to the same payer, each by its own transfer from the merchant wallet', async () => {
    const { link, excess, customer } = await overpaidLink('2', 3);
    const first = await refundOf(link.id, excess[0]!.id);
    const second = await refundOf(link.id, excess[1]!.id);
    expect([first.to, second.to]).toEqual([customer, customer]);
    expect(second.amount).toBe(first.amount);

    const paidFirst = await payEip681Request({ rpcUrl: rpcUrl(), url: first.paymentUrl, privateKey: merchantKey });
    await watch();
    expect((await detail(link.id)).refunds.map((r) => [r.id, r.status, r.signature])).toEqual([
      [second.id, 'PENDING', null],
      [first.id, 'COMPLETED', paidFirst.hash],
    ]);
    // The second refund's search meets the first one's transfer (same amount, same payer): used, so it goes on.
    const paidSecond = await payEip681Request({ rpcUrl: rpcUrl(), url: second.paymentUrl, privateKey: merchantKey });
    await watch();
    const after = await detail(link.id);
    expect(after.refunds.find((r) => r.id === second.id)).toMatchObject({
      status: 'COMPLETED',
      signature: paidSecond.hash,
    });
    expect(after).toMatchObject({ needsRefund: false, amountOwed: '0' });
  });

  it('keeps a refund paid in time PENDING while its transfer waits for confirmations, and lapses one only once confirmed blocks pass its time', async () => {
    const { link, excess } = await overpaidLink('4', 2);
    const refund = await refundOf(link.id, excess[0]!.id);
    const paid = await payEip681Request({ rpcUrl: rpcUrl(), url: refund.paymentUrl, privateKey: merchantKey });
    // Three confirmations: the payment's block is the head, one deep. Past the refund's time and grace, it is not expired.
    const deep = { ...ctx.deps.config.evm, ethereum: { ...ctx.deps.config.evm.ethereum!, confirmations: 3 } };
    const past = new Date(Date.now() + DAY + REFUND_EXPIRY_GRACE_MS + 1000);
    await watch(past, deep);
    expect((await detail(link.id)).refunds[0]).toMatchObject({ id: refund.id, status: 'PENDING' });
    await anvil('anvil_mine', ['0x2']);
    await watch(past, deep);
    expect((await detail(link.id)).refunds[0]).toMatchObject({
      id: refund.id,
      status: 'COMPLETED',
      signature: paid.hash,
    });

    // Unpaid: it lapses once the confirmed blocks searched are stamped at or after its time (here the chain's clock is moved on).
    const unpaid = await overpaidLink('5', 2);
    const lapsing = await refundOf(unpaid.link.id, unpaid.excess[0]!.id);
    const later = new Date(new Date(lapsing.expiresAt).getTime() + REFUND_EXPIRY_GRACE_MS + 1000);
    await watch(later);
    expect((await detail(unpaid.link.id)).refunds[0]).toMatchObject({ id: lapsing.id, status: 'PENDING' });
    await anvil('evm_setNextBlockTimestamp', [Math.ceil(new Date(lapsing.expiresAt).getTime() / 1000) + 1]);
    await anvil('anvil_mine', ['0x1']);
    await watch(later);
    expect((await detail(unpaid.link.id)).refunds[0]).toMatchObject({ id: lapsing.id, status: 'EXPIRED' });
  });
});
