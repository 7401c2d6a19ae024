import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payTransferRequest, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { payments } from './schema';
import { users } from '../accounts/schema';
import { startChainTestContext, watchTick } from '../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../test/test-app';
import { offlinePriceSource, parseOfflinePrices } from '../pricing/offline-price-source';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

/** By the time these transfers are recorded, SOL has moved from 250 to 200 USD. */
const pricing = { prices: offlinePriceSource(parseOfflinePrices('SOL=200')), quoteTtlMs: 600_000 };

async function fiatLink(): Promise<Payment> {
  const m = await signUp(ctx);
  await ctx.deps.db.update(users).set({ transactionCredits: 10 }).where(eq(users.id, m.userId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount: '25', currency: 'USD', payCurrency: 'SOL', walletAddress: base58Encode(randomBytes(32)) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

/** The quote expired this long ago, so what the chain confirms from now on (its block time) is that late. */
const quoteExpiredAgo = (id: string, ms: number) => ctx.deps.db.update(payments).set({ quoteExpiresAt: new Date(Date.now() - ms) }).where(eq(payments.id, id));
const row = async (id: string) => (await ctx.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('a payment after the quote expired (real local chain)', () => {
  it('within 2 minutes of the expiry: accepted at that quote', async () => {
    const link = await fiatLink();
    await quoteExpiredAgo(link.id, 60_000);
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await watchTick(ctx, { pricing });
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', amount: 100_000_000n, amountReceived: 100_000_000n, quoteRate: '250' });
  });

  it('later: valued at the current rate (here a partial payment), and that quote is then fixed', async () => {
    const link = await fiatLink();
    await quoteExpiredAgo(link.id, 5 * 60_000);
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await watchTick(ctx, { pricing });
    // 25 USD at 200 USD per SOL is 0.125 SOL: the 0.1 SOL sent is a partial payment.
    const p = await row(link.id);
    expect(p).toMatchObject({ status: 'PENDING', amount: 125_000_000n, amountReceived: 100_000_000n, quoteRate: '200', priceCents: 2500n });
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(pub).toMatchObject({ amount: '25.00', currency: 'USD', payAmount: '0.125', amountRemaining: '0.025', quote: { rate: '200' } });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/payments/${link.id}/quote`, payload: {} })).statusCode).toBe(409);

    // The rest, paid from the remaining-amount URL, completes it at the fixed quote.
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: pub.remainingSolanaPayUrl });
    await watchTick(ctx, { pricing });
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', amountReceived: 125_000_000n, quoteRate: '200' });
  });
});
