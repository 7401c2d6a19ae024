// @module-tag smoke
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode as decodeBip21 } from 'bip21';
import { bitcoinTestWallet, type BitcoinTestWallet } from '@paylink/bitcoin-localnet';
import { parseAmount, type Payment } from '@paylink/shared';
import {
  bitcoinMerchant,
  startBitcoinTestContext,
  testAccountKey,
  watchBitcoinTick,
} from '../../../test/bitcoin-chain';
import { bearer } from '../../../test/test-app';

let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
let customer: BitcoinTestWallet;
/** A merchant paid at one saved address (unique amounts), and one with an account key (an address per link). */
let saved: { token: string; address: string };
let keyed: { token: string };

beforeAll(async () => {
  env = await startBitcoinTestContext();
  customer = bitcoinTestWallet(env.chain.esploraUrl);
  await customer.fund(100_000_000n);
  await env.chain.mine(1);
  const address = bitcoinTestWallet(env.chain.esploraUrl).address;
  saved = { token: (await bitcoinMerchant(env.ctx, { btcAddress: address })).token, address };
  keyed = { token: (await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() })).token };
});
afterAll(() => env.close());

async function create(token: string, payload: Record<string, unknown> = {}): Promise<Payment> {
  const res = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: {
      label: 'Order 7',
      message: 'Thanks & bye',
      network: 'bitcoin',
      currency: 'BTC',
      amount: '0.001',
      ...payload,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
async function publicStatus(id: string) {
  const res = await env.ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function detail(token: string, id: string) {
  const res = await env.ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.payment;
}
const sats = (btc: string) => (parseAmount(btc, 8) as { value: bigint }).value;
/** What a wallet reads from the link's BIP21 URI (decoded by bip21, a library nobody here wrote). */
function bip21Of(link: Payment) {
  const { address, options } = decodeBip21(link.paymentUrl) as {
    address: string;
    options: { amount: number; label: string; message: string };
  };
  return { address, sats: BigInt(Math.round(options.amount * 1e8)), label: options.label, message: options.message };
}

describe('Bitcoin links on a local regtest chain, watched through its Esplora API', () => {
  it('stays PENDING while the exact payment is unconfirmed (shown as seen), and completes after one block', async () => {
    const link = await create(saved.token);
    const request = bip21Of(link);
    expect(request).toMatchObject({ address: saved.address, label: 'Order 7', message: 'Thanks & bye' });
    expect(request.sats).toBe(sats(link.payAmount));
    expect(request.sats).toBeGreaterThan(100_000n);
    const txid = await customer.pay(request.address, request.sats);

    await watchBitcoinTick(env.ctx);
    expect(await publicStatus(link.id)).toMatchObject({
      status: 'PENDING',
      amountReceived: '0',
      amountUnconfirmed: link.payAmount,
    });
    expect(await detail(saved.token, link.id)).toMatchObject({
      transfers: [],
      unconfirmedTransfers: [{ signature: txid, amount: link.payAmount, confirmations: 0 }],
    });

    await env.chain.mine(1);
    const report = await watchBitcoinTick(env.ctx);
    expect(report.changed).toEqual([link.id]);
    expect(await publicStatus(link.id)).toMatchObject({
      status: 'COMPLETED',
      amountReceived: link.payAmount,
      amountUnconfirmed: '0',
      transactionSignature: txid,
    });
    expect((await detail(saved.token, link.id)).unconfirmedTransfers).toEqual([]);
  });

  it('gives links on one saved address different amounts, each naming its link', async () => {
    const [a, b] = [await create(saved.token, { amount: '0.002' }), await create(saved.token, { amount: '0.002' })];
    expect(a.payAmount).not.toBe(b.payAmount);
    expect([bip21Of(a).address, bip21Of(b).address]).toEqual([saved.address, saved.address]);
    await customer.pay(saved.address, sats(b.payAmount));
    await env.chain.mine(1);
    expect((await watchBitcoinTick(env.ctx)).changed).toEqual([b.id]);
    expect((await publicStatus(a.id)).status).toBe('PENDING');
  });

  it('lists a payment to the saved address that names no link in the merchant inbox, once', async () => {
    const txid = await customer.pay(saved.address, 700_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    await watchBitcoinTick(env.ctx);
    const res = await env.ctx.app.inject({
      method: 'GET',
      url: '/api/payments/unmatched-transfers',
      headers: bearer(saved.token),
    });
    const listed = (res.json().data.transfers as { signature: string; amount: string; reason: string }[]).filter(
      (t) => t.signature === txid,
    );
    expect(listed).toMatchObject([{ amount: '0.007', reason: 'wrong_amount' }]);
  });

  it('gives each link of an account key its own address, paid in parts, then in full', async () => {
    const link = await create(keyed.token);
    const request = bip21Of(link);
    expect(request.address).toMatch(/^bcrt1q/);
    expect(request.sats).toBe(100_000n);
    await customer.pay(request.address, 40_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    expect(await publicStatus(link.id)).toMatchObject({
      status: 'PENDING',
      amountReceived: '0.0004',
      amountRemaining: '0.0006',
    });
    await customer.pay(request.address, 60_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    expect(await publicStatus(link.id)).toMatchObject({ status: 'COMPLETED', amountReceived: '0.001' });
  });

  it('completes an overpaid link and owes the difference back', async () => {
    const link = await create(keyed.token);
    await customer.pay(bip21Of(link).address, 150_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    expect(await detail(keyed.token, link.id)).toMatchObject({
      status: 'COMPLETED',
      overpaid: true,
      needsRefund: true,
      amountOwed: '0.0005',
    });
  });

  it('counts the replacement of an RBF payment, never the transaction it replaced', async () => {
    const link = await create(keyed.token);
    const { address } = bip21Of(link);
    const replaced = await customer.pay(address, 100_000n, { feeRate: 1 });
    await watchBitcoinTick(env.ctx);
    expect((await publicStatus(link.id)).amountUnconfirmed).toBe('0.001');
    const replacement = await customer.pay(address, 100_000n, { replaceTxid: replaced });
    await watchBitcoinTick(env.ctx);
    // Seen once: the replaced transaction left the mempool, and the page with it.
    expect((await publicStatus(link.id)).amountUnconfirmed).toBe('0.001');
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    const paid = await detail(keyed.token, link.id);
    expect(paid).toMatchObject({ status: 'COMPLETED', transactionSignature: replacement });
    expect(paid.transfers.map((t: { signature: string }) => t.signature)).toEqual([replacement]);
  });

  it('keeps a completed link COMPLETED when its block is reorganised away (the transition table never reopens it)', async () => {
    const link = await create(keyed.token);
    await customer.pay(bip21Of(link).address, 100_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    expect((await publicStatus(link.id)).status).toBe('COMPLETED');
    await env.chain.reorg(1, 'drop');
    await watchBitcoinTick(env.ctx);
    expect(await detail(keyed.token, link.id)).toMatchObject({ status: 'COMPLETED', amountReceived: '0.001' });
  });

  it('refuses a recipient of another Bitcoin chain with a 400 naming the expected one', async () => {
    const res = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(saved.token),
      payload: {
        label: 'x',
        network: 'bitcoin',
        currency: 'BTC',
        amount: '0.001',
        walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().error).toContain('regtest');
  });
});
