import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode as decodeBip21 } from 'bip21';
import { bitcoinTestWallet, type BitcoinTestWallet } from '@paylink/bitcoin-localnet';
import {
  bitcoinMerchant,
  startBitcoinTestContext,
  testAccountKey,
  watchBitcoinTick,
  bitcoinClients,
} from '../../test/bitcoin-chain';
import { bearer } from '../../test/test-app';
import { watchRefunds } from './watch-refunds';

let env: Awaited<ReturnType<typeof startBitcoinTestContext>>;
let customer: BitcoinTestWallet;
let token: string;
beforeAll(async () => {
  env = await startBitcoinTestContext();
  customer = bitcoinTestWallet(env.chain.esploraUrl);
  await customer.fund(10_000_000n);
  await env.chain.mine(1);
  token = (await bitcoinMerchant(env.ctx, { btcXpub: testAccountKey() })).token;
});
afterAll(() => env.close());

const watchRefundsNow = () => watchRefunds(env.ctx.deps.db, bitcoinClients(env.ctx), new Date());

describe('refunds of Bitcoin links: to the address the customer gives, completed by the watcher', () => {
  it('asks for the customer address, then is completed by the merchant paying its BIP21 request', async () => {
    const created = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: { label: 'Order', network: 'bitcoin', currency: 'BTC', amount: '0.001' },
    });
    const link = created.json().data.payment;
    await customer.pay((decodeBip21(link.paymentUrl) as { address: string }).address, 150_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);

    const refund = (payload: Record<string, unknown>) =>
      env.ctx.app.inject({
        method: 'POST',
        url: `/api/payments/payments/${link.id}/refunds`,
        headers: bearer(token),
        payload,
      });
    const noAddress = await refund({});
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error).toContain("customer's address");
    expect((await refund({ to: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).json().error).toContain('regtest');

    const destination = bitcoinTestWallet(env.chain.esploraUrl).address;
    const prepared = await refund({ to: destination });
    expect(prepared.statusCode, prepared.body).toBe(201);
    const { paymentUrl, id } = prepared.json().data.refund;
    const request = decodeBip21(paymentUrl) as { address: string; options: { amount: number; label: string } };
    expect(request).toMatchObject({ address: destination, options: { amount: 0.0005, label: 'Refund Order' } });

    const merchantWallet = bitcoinTestWallet(env.chain.esploraUrl);
    await merchantWallet.fund(1_000_000n);
    const { txid } = await merchantWallet.payBip21(paymentUrl);
    await watchRefundsNow();
    const pending = await env.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${link.id}/refunds`,
      headers: bearer(token),
    });
    expect(pending.json().data.refunds.find((r: { id: string }) => r.id === id).status).toBe('PENDING');
    await env.chain.mine(1);
    expect((await watchRefundsNow()).changed).toEqual([link.id]);
    const listed = await env.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${link.id}/refunds`,
      headers: bearer(token),
    });
    expect(listed.json().data.refunds.find((r: { id: string }) => r.id === id)).toMatchObject({
      status: 'COMPLETED',
      signature: txid,
    });
  });
});
