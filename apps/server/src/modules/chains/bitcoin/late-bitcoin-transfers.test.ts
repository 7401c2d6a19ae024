import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decode as decodeBip21 } from 'bip21';
import { bitcoinTestWallet, type BitcoinTestWallet } from '@paylink/bitcoin-localnet';
import type { Payment } from '@paylink/shared';
import { payments } from '../../payments/schema';
import {
  bitcoinMerchant,
  startBitcoinTestContext,
  testAccountKey,
  watchBitcoinTick,
} from '../../../test/bitcoin-chain';
import { bearer } from '../../../test/test-app';

let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
let customer: BitcoinTestWallet;
beforeAll(async () => {
  env = await startBitcoinTestContext();
  customer = bitcoinTestWallet(env.chain.esploraUrl);
  await customer.fund(100_000_000n);
  await env.chain.mine(1);
});
afterAll(() => env.close());

async function create(token: string): Promise<Payment> {
  const res = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Late', network: 'bitcoin', currency: 'BTC', amount: '0.001' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const request = (link: Payment) => {
  const { address, options } = decodeBip21(link.paymentUrl) as { address: string; options: { amount: number } };
  return { address, sats: BigInt(Math.round(options.amount * 1e8)) };
};
const detail = async (token: string, id: string) =>
  (await env.ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(token) })).json().data
    .payment;
/** The block time of a confirmed transaction, from the chain's Esplora API. */
async function blockTimeOf(txid: string): Promise<Date> {
  const status = (await (await fetch(`${env.chain.esploraUrl}/tx/${txid}/status`)).json()) as { block_time: number };
  return new Date(status.block_time * 1000);
}
const setExpiry = (id: string, fields: Partial<typeof payments.$inferInsert>) =>
  env.ctx.deps.db.update(payments).set(fields).where(eq(payments.id, id));

describe('late Bitcoin transfers', () => {
  it('is on time when its block is stamped before the expiry, though the watcher sees it after', async () => {
    const { token } = await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() });
    const link = await create(token);
    const txid = await customer.pay(request(link).address, request(link).sats);
    await env.chain.mine(1);
    const mined = await blockTimeOf(txid);
    await setExpiry(link.id, { expiresAt: new Date(mined.getTime() + 1000) });

    await watchBitcoinTick(env.ctx, new Date(mined.getTime() + 10 * 60_000));
    expect(await detail(token, link.id)).toMatchObject({ status: 'COMPLETED', paidLate: false });
  });

  it('is late when its block is stamped after the expiry, as on EVM', async () => {
    const { token } = await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() });
    const link = await create(token);
    const txid = await customer.pay(request(link).address, request(link).sats);
    await env.chain.mine(1);
    await setExpiry(link.id, { expiresAt: new Date((await blockTimeOf(txid)).getTime() - 1000) });

    await watchBitcoinTick(env.ctx);
    expect(await detail(token, link.id)).toMatchObject({ status: 'COMPLETED', paidLate: true });
  });

  it('lists a payment to the derived address of a link past its late window in the merchant inbox (link_ended)', async () => {
    const { token } = await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() });
    const link = await create(token);
    const lateWindowMs = env.ctx.deps.config.latePaymentWindowMs;
    await setExpiry(link.id, { status: 'EXPIRED', expiresAt: new Date(Date.now() - lateWindowMs - 60 * 60_000) });
    const txid = await customer.pay(request(link).address, 70_000n);
    await env.chain.mine(1);

    const round = await watchBitcoinTick(env.ctx);
    expect(round.unmatched).toBe(1);
    expect([...round.watched.keys()]).toContain(request(link).address.toLowerCase());
    expect(await watchBitcoinTick(env.ctx)).toMatchObject({ unmatched: 0 });
    const inbox = await env.ctx.app.inject({
      method: 'GET',
      url: '/api/payments/unmatched-transfers',
      headers: bearer(token),
    });
    expect(inbox.json().data.transfers).toMatchObject([
      { signature: txid, amount: '0.0007', recipient: request(link).address, reason: 'link_ended', status: 'open' },
    ]);
    expect(await detail(token, link.id)).toMatchObject({ status: 'EXPIRED', transfers: [] });

    // Two late windows after its expiry, nobody watches the address any more (a bounded cost, see docs/architecture.md).
    await setExpiry(link.id, { expiresAt: new Date(Date.now() - 2 * lateWindowMs - 60 * 60_000) });
    expect([...(await watchBitcoinTick(env.ctx)).watched.keys()]).not.toContain(request(link).address.toLowerCase());
  });
});
