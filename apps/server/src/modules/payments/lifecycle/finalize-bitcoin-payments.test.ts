import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode as decodeBip21 } from 'bip21';
import { bitcoinTestWallet, type BitcoinTestWallet } from '@paylink/bitcoin-localnet';
import type { Payment } from '@paylink/shared';
import {
  bitcoinMerchant,
  startBitcoinTestContext,
  testAccountKey,
  watchBitcoinTick,
  bitcoinClients,
} from '../../../test/bitcoin-chain';
import { bearer } from '../../../test/test-app';
import { chainAdapters } from '../../chains/chain-adapters';
import { eq } from 'drizzle-orm';
import { paymentEvents } from '../schema';
import { finalizePayments } from './finalize-payments';

/** Issue 35, finality on the regtest chain: a BTC link completes at BITCOIN_CONFIRMATIONS (1) and is final 6 blocks deep. */
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

const finalizeRound = () =>
  finalizePayments(env.ctx.deps.db, chainAdapters(bitcoinClients(env.ctx)), { now: new Date() });
const status = async (id: string) =>
  (await env.ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data;

describe('finality on regtest', () => {
  it('is confirmed from 1 block to 5, and finalized at 6 blocks deep', async () => {
    const res = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: { label: 'Order', network: 'bitcoin', currency: 'BTC', amount: '0.002' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().data.payment as Payment;
    await customer.pay((decodeBip21(link.paymentUrl) as { address: string }).address, 200_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    expect(await status(link.id)).toMatchObject({ status: 'COMPLETED', finality: 'confirmed' });

    await env.chain.mine(4);
    expect((await finalizeRound()).finalized).toEqual([]);
    expect((await status(link.id)).finality).toBe('confirmed');

    await env.chain.mine(1);
    expect((await finalizeRound()).finalized).toEqual([link.id]);
    expect(await status(link.id)).toMatchObject({ status: 'COMPLETED', finality: 'finalized' });
  });

  it('a completion whose block a reorg drops (a conflicting fork) before 6 blocks goes back with payment.reversed, once', async () => {
    const res = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: { label: 'Order', network: 'bitcoin', currency: 'BTC', amount: '0.003' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().data.payment as Payment;
    await customer.pay((decodeBip21(link.paymentUrl) as { address: string }).address, 300_000n);
    await env.chain.mine(1);
    await watchBitcoinTick(env.ctx);
    expect(await status(link.id)).toMatchObject({ status: 'COMPLETED', finality: 'confirmed' });

    await env.chain.reorg(1, 'drop');
    const rounds = await Promise.all([finalizeRound(), finalizeRound()]);
    expect(rounds.flatMap((r) => r.reversed)).toEqual([link.id]);
    expect(await status(link.id)).toMatchObject({
      status: 'PENDING',
      finality: null,
      transactionSignature: null,
      amountReceived: '0',
    });
    await env.chain.mine(6);
    const after = await finalizeRound();
    expect(after.reversed).toEqual([]);
    expect(after.finalized).not.toContain(link.id);
    const events = (
      await env.ctx.deps.db
        .select({ type: paymentEvents.type, round: paymentEvents.round })
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, link.id))
        .orderBy(paymentEvents.createdAt)
    ).map((e) => `${e.type}#${e.round}`);
    expect(events).toEqual(['payment.created#0', 'payment.completed#0', 'payment.reversed#1']);
  });
});
