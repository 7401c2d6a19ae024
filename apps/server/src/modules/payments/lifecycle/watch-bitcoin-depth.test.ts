import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode as decodeBip21 } from 'bip21';
import { bitcoinTestWallet, type BitcoinTestWallet } from '@paylink/bitcoin-localnet';
import type { Payment } from '@paylink/shared';
import {
  bitcoinMerchant,
  startBitcoinTestContext,
  testAccountKey,
  watchBitcoinTick,
} from '../../../test/bitcoin-chain';
import { bearer } from '../../../test/test-app';

let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
let customer: BitcoinTestWallet;
let token: string;

beforeAll(async () => {
  env = await startBitcoinTestContext({ BITCOIN_CONFIRMATIONS: '2' });
  customer = bitcoinTestWallet(env.chain.esploraUrl);
  await customer.fund(10_000_000n);
  await env.chain.mine(1);
  token = (await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() })).token;
});
afterAll(() => env.close());

async function create(payload: Record<string, unknown>): Promise<Payment> {
  const res = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', network: 'bitcoin', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const status = async (id: string) =>
  (await env.ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data;
const addressOf = (link: Payment) => (decodeBip21(link.paymentUrl) as { address: string }).address;

describe('Bitcoin at BITCOIN_CONFIRMATIONS=2', () => {
  it('counts nothing from a block reorganised away before the depth, and counts the payment once two blocks deep', async () => {
    const link = await create({ currency: 'BTC', amount: '0.001' });
    await customer.pay(addressOf(link), 100_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    expect(await status(link.id)).toMatchObject({ status: 'PENDING', amountReceived: '0', amountUnconfirmed: '0.001' });

    // The block and its transaction vanish (dropped, not returned to the mempool): it was seen, never counted.
    await env.chain.reorg(1, 'drop');
    await watchBitcoinTick(env.ctx);
    expect(await status(link.id)).toMatchObject({ status: 'PENDING', amountReceived: '0', amountUnconfirmed: '0' });

    await customer.pay(addressOf(link), 100_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    expect((await status(link.id)).status).toBe('PENDING');
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    expect(await status(link.id)).toMatchObject({
      status: 'COMPLETED',
      amountReceived: '0.001',
      amountUnconfirmed: '0',
    });
  });

  it('quotes a USD-priced link in BTC from the price feed (offline prices: 60,000 USD)', async () => {
    const link = await create({ currency: 'USD', amount: '60', payCurrency: 'BTC' });
    expect(link).toMatchObject({ amount: '60.00', currency: 'USD', payCurrency: 'BTC', payAmount: '0.001' });
    expect(link.quote?.rate).toBe('60000');
    expect((decodeBip21(link.paymentUrl) as { options: { amount: number } }).options.amount).toBe(0.001);
  });
});
