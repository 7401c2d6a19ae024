import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { payEip681Request } from '@paylink/localnet';
import {
  encodeEip681Url,
  parseAmount,
  parseEip681Url,
  paymentWebhookEvents,
  type EvmNetwork,
  type Payment,
  type PaymentDetail,
  type PublicPayment,
  type Refund,
} from '@paylink/shared';
import { startEvmTestContext, testAdapters, watchEvmTick } from '../../../test/evm-chains';
import { bearer } from '../../../test/test-app';
import { rewindEvmCursor } from '../../chains/evm/rewind-evm-cursor';
import { unmatchedTransfers } from '../../unmatched-transfers/schema';
import { paymentEvents, paymentTransfers } from '../schema';
import { finalizePayments } from '../lifecycle/finalize-payments';
import { watchRefunds } from '../../refunds/watch-refunds';
import { misdirectedTransfers } from './schema';

// A link on Base paid on Ethereum (the test chains' two EVM networks; Arbitrum for Base is the same rows of data).
const merchantKey = generatePrivateKey();
const wallet = privateKeyToAccount(merchantKey).address;
let t: Awaited<ReturnType<typeof startEvmTestContext>>;
beforeAll(async () => void (t = await startEvmTestContext(wallet)));
afterAll(() => t.close());

const units = (amount: string) => (parseAmount(amount, 6) as { value: bigint }).value;
async function link(network: EvmNetwork, payload: Record<string, unknown> = {}): Promise<Payment> {
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(t.token),
    payload: { label: 'Order', amount: '25', currency: 'USDC', network, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
/** Sends `amount` of Ethereum's listed USDC (or `token`) to the merchant's wallet on Ethereum. */
async function sendOnEthereum(amount: bigint, token: string = t.chains.chains.ethereum.usdcAddress) {
  const sent = await payEip681Request({
    rpcUrl: t.chains.chains.ethereum.rpcUrl,
    url: encodeEip681Url({ kind: 'token', chainId: 1, token, recipient: wallet, amount }),
  });
  expect(sent.success).toBe(true);
  return sent.hash;
}
const publicPayment = async (id: string): Promise<PublicPayment> =>
  (await t.ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data;
const detail = async (id: string): Promise<PaymentDetail> =>
  (await t.ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(t.token) })).json().data
    .payment;
const inbox = async () =>
  (await t.ctx.app.inject({ method: 'GET', url: '/api/payments/misdirected', headers: bearer(t.token) })).json().data;
const accept = (id: string) =>
  t.ctx.app.inject({ method: 'POST', url: `/api/payments/misdirected/${id}/accept`, headers: bearer(t.token) });
const events = async (paymentId: string, type = 'payment.misdirected') =>
  await t.ctx.deps.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.type, type)));

describe('payments sent on the wrong network', () => {
  it('a USDC payment of a Base link’s exact amount on Ethereum is misdirected, said everywhere, once; the link stays PENDING', async () => {
    const base = await link('base');
    const hash = await sendOnEthereum(units(base.payAmount));
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1, misdirected: true });

    const message = `A payment of ${base.payAmount} USDC for this link arrived on Ethereum instead of Base.`;
    expect(await publicPayment(base.id)).toMatchObject({
      status: 'PENDING',
      amountReceived: '0',
      misdirected: [{ network: 'ethereum', amount: base.payAmount, currency: 'USDC', message }],
    });
    const [shown] = (await detail(base.id)).misdirected;
    expect(shown).toMatchObject({
      network: 'ethereum',
      linkNetwork: 'base',
      status: 'open',
      signature: hash,
      message,
      contractWallet: false,
      caution: null,
    });
    expect((await inbox()).transfers.map((m: { message: string }) => m.message)).toContain(message);
    expect(await t.ctx.deps.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.txId, hash))).toEqual([]);
    const [event] = await events(base.id);
    expect(event!.data).toMatchObject({
      network: 'ethereum',
      misdirected_id: shown!.id,
      transfer: { signature: hash, amount: base.payAmount, currency: 'USDC' },
      payment: { id: base.id, network: 'base' },
    });
    // The body the webhook sends is the documented payment.misdirected.
    const user = { id: 'usr_1', email: 'm@example.com' };
    const body = {
      event_type: 'payment.misdirected',
      type: 'payment.misdirected',
      event_id: event!.id,
      created_at: event!.createdAt.toISOString(),
      data: { ...(event!.data as object), user },
    };
    expect(paymentWebhookEvents['payment.misdirected'].schema.safeParse(body).success).toBe(true);

    // The watcher reading the same blocks again (a rewind, a replay) records it once.
    await rewindEvmCursor(t.ctx.deps.db, 'ethereum', 1n, new Date());
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1, misdirected: true });
    expect(
      await t.ctx.deps.db.select().from(misdirectedTransfers).where(eq(misdirectedTransfers.txId, hash)),
    ).toHaveLength(1);
    expect(await events(base.id)).toHaveLength(1);
  });

  it('accepting counts it toward its link once (a second accept is 409); the link completes and is final by the chain it came on', async () => {
    const base = await link('base');
    const hash = await sendOnEthereum(units(base.payAmount));
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1, misdirected: true });
    const [m] = (await detail(base.id)).misdirected;

    const res = await accept(m!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      misdirected: { status: 'accepted' },
      payment: { status: 'COMPLETED', amountReceived: base.payAmount },
    });
    expect(await t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, hash))).toMatchObject([
      { outcome: 'counted', network: 'ethereum', paymentId: base.id },
    ]);
    expect((await publicPayment(base.id)).misdirected).toEqual([]);

    const again = await accept(m!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, hash))).toHaveLength(1);

    // Finality asks the chain it was made on (Base has no such transaction: it would call it gone).
    await t.chains.chains.ethereum.client.request({ method: 'anvil_mine' as never, params: ['0x40'] as never });
    const report = await finalizePayments(t.ctx.deps.db, testAdapters(t.ctx), { now: new Date() });
    expect(report.reversed).not.toContain(base.id);
    expect(report.finalized).toContain(base.id);
  });

  it('refunds it on the network it arrived on, to its sender: the merchant pays it there and it turns refunded, never counted', async () => {
    const base = await link('base', { amount: '9' });
    const hash = await sendOnEthereum(units(base.payAmount));
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1, misdirected: true });
    const [m] = (await detail(base.id)).misdirected;
    const refund = (id: string) =>
      t.ctx.app.inject({ method: 'POST', url: `/api/payments/misdirected/${id}/refund`, headers: bearer(t.token) });

    const res = await refund(m!.id);
    expect(res.statusCode, res.body).toBe(200);
    const prepared: Refund = res.json().data;
    expect(prepared).toMatchObject({
      network: 'ethereum',
      currency: 'USDC',
      amount: base.payAmount,
      to: m!.payer,
      status: 'PENDING',
    });
    expect(parseEip681Url(prepared.paymentUrl)).toMatchObject({
      kind: 'token',
      chainId: 1,
      token: t.chains.chains.ethereum.usdcAddress,
      recipient: m!.payer,
      amount: units(base.payAmount),
    });
    // Preparing again returns the same refund; accepting it now would count money being sent back: 409.
    expect((await refund(m!.id)).json().data.id).toBe(prepared.id);
    expect((await accept(m!.id)).statusCode).toBe(409);

    const paid = await payEip681Request({
      rpcUrl: t.chains.chains.ethereum.rpcUrl,
      url: prepared.paymentUrl,
      privateKey: merchantKey,
    });
    expect(paid.success).toBe(true);
    await watchRefunds(
      t.ctx.deps.db,
      {
        solanaRpc: t.ctx.deps.solanaRpc,
        commitment: 'confirmed',
        evm: t.ctx.deps.evm,
        evmConfig: t.ctx.deps.config.evm,
      },
      new Date(),
    );
    const after = await detail(base.id);
    expect(after).toMatchObject({ status: 'PENDING', amountReceived: null, needsRefund: false });
    expect(after.misdirected[0]).toMatchObject({ id: m!.id, status: 'refunded', refundId: prepared.id });
    expect(after.refunds.find((r) => r.id === prepared.id)).toMatchObject({
      status: 'COMPLETED',
      signature: paid.hash,
    });
    expect(await t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, hash))).toEqual([]);
    // payment.refunded, and the refund row, name the misdirected payment it sent back.
    expect(after.refunds.find((r) => r.id === prepared.id)?.misdirectedId).toBe(m!.id);
    const [refunded] = await events(base.id, 'payment.refunded');
    expect(refunded!.data).toMatchObject({ refund: { id: prepared.id, misdirected_id: m!.id, status: 'COMPLETED' } });
    expect((await accept(m!.id)).statusCode).toBe(409);
    expect((await refund(m!.id)).json().data).toMatchObject({ id: prepared.id, status: 'COMPLETED' });
  });

  it('another amount than the link asks is no misdirected payment', async () => {
    const base = await link('base', { amount: '7' });
    const hash = await sendOnEthereum(units(base.payAmount) + 1n);
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1, misdirected: true });
    expect((await detail(base.id)).misdirected).toEqual([]);
    expect(await t.ctx.deps.db.select().from(misdirectedTransfers).where(eq(misdirectedTransfers.txId, hash))).toEqual(
      [],
    );
  });

  it('says, when the merchant’s address is a contract wallet on the link’s network, that it may not exist on the other, and promises nothing', async () => {
    const base = await link('base', { amount: '3' });
    await t.chains.chains.base.client.request({
      method: 'anvil_setCode' as never,
      params: [wallet, '0x6080'] as never,
    });
    await sendOnEthereum(units(base.payAmount));
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1, misdirected: true });
    const [m] = (await detail(base.id)).misdirected;
    expect(m).toMatchObject({
      contractWallet: true,
      caution:
        'Your address is a smart-contract wallet on Base. That wallet may not exist on Ethereum: Paylink cannot tell whether this money can be moved from there.',
    });
    // The customer is never told about the merchant's wallet.
    expect(JSON.stringify(await publicPayment(base.id))).not.toContain('smart-contract');
  });
});
