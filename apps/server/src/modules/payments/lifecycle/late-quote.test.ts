import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { payTransferRequest, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { payments } from '../schema';
import { paymentQuotes } from '../../pricing/schema';
import { PriceUnavailableError, type PriceSource } from '../../pricing/price-source';
import { merchantAccounts } from '../../accounts/schema';
import { startChainTestContext, watchTick } from '../../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../../test/test-app';
import { offlinePriceSource, parseOfflinePrices } from '../../pricing/offline-price-source';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

/** By the time these transfers are recorded, SOL has moved from 250 to 200 USD. */
const pricing = { prices: offlinePriceSource(parseOfflinePrices('SOL=200')), quoteTtlMs: 600_000 };

/** A 25 USD link of a new merchant with a wallet of its own, quoted in SOL (the first of `pay`). */
async function fiatLink(
  pay: { payCurrency: string } | { payCurrencies: string[] } = { payCurrency: 'SOL' },
): Promise<Payment> {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 10 })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount: '25', currency: 'USD', ...pay, walletAddress: base58Encode(randomBytes(32)) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

/** The link's quote expired this long ago, so what the chain confirms from now on (its block time) is that late. */
async function quoteExpiredAgo(id: string, ms: number) {
  const at = new Date(Date.now() - ms);
  await ctx.deps.db.update(payments).set({ quoteExpiresAt: at }).where(eq(payments.id, id));
  await ctx.deps.db.update(paymentQuotes).set({ expiresAt: at }).where(eq(paymentQuotes.paymentId, id));
}
const row = async (id: string) => (await ctx.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('a payment after the quote expired (real local chain)', () => {
  it('within 2 minutes of the expiry: accepted at that quote', async () => {
    const link = await fiatLink();
    await quoteExpiredAgo(link.id, 60_000);
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await watchTick(ctx, { pricing });
    expect(await row(link.id)).toMatchObject({
      status: 'COMPLETED',
      amount: 100_000_000n,
      amountReceived: 100_000_000n,
      quoteRate: '250',
    });
  });

  it('later: valued at the current rate (here a partial payment), and that quote then holds', async () => {
    const link = await fiatLink();
    await quoteExpiredAgo(link.id, 5 * 60_000);
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await watchTick(ctx, { pricing });
    // 25 USD at 200 USD per SOL is 0.125 SOL: the 0.1 SOL sent is a partial payment.
    const p = await row(link.id);
    expect(p).toMatchObject({
      status: 'PENDING',
      amount: 125_000_000n,
      amountReceived: 100_000_000n,
      quoteRate: '200',
      priceCents: 2500n,
    });
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(pub).toMatchObject({
      amount: '25.00',
      currency: 'USD',
      payAmount: '0.125',
      amountRemaining: '0.025',
      quote: { rate: '200' },
    });
    // Renewing while that quote holds gives it back unchanged; switching token once money counted is refused.
    const same = await ctx.app.inject({ method: 'POST', url: `/api/payments/${link.id}/quote`, payload: {} });
    expect(same.json().data).toMatchObject({
      payAmount: '0.125',
      quote: { rate: '200', quotedAt: pub.quote.quotedAt },
    });

    // The rest, paid from the remaining-amount URL, completes it at that quote.
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: pub.remainingSolanaPayUrl });
    await watchTick(ctx, { pricing });
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', amountReceived: 125_000_000n, quoteRate: '200' });
  });

  it('dust sent within the quote does not lock it: the rest, paid after the quote ended, is valued at the current rate', async () => {
    const link = await fiatLink();
    // Dust (0.001 SOL, what a new wallet needs for rent) while the 0.1 SOL quote (25 USD at 250) holds: worth 0.25 USD.
    const dust = new URL(link.paymentUrl);
    dust.searchParams.set('amount', '0.001');
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: dust.toString() });
    await watchTick(ctx, { pricing });
    expect(await row(link.id)).toMatchObject({ status: 'PENDING', amountReceived: 1_000_000n, quoteRate: '250' });

    // Days later (here: the quote ended 5 minutes ago) SOL fell to 200 USD; the rest of the old amount is no longer enough.
    await quoteExpiredAgo(link.id, 5 * 60_000);
    await payTransferRequest({
      rpcUrl: chain.rpcUrl,
      url: (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data.remainingSolanaPayUrl,
    });
    await watchTick(ctx, { pricing });
    // The 24.75 USD left is 0.12375 SOL at 200, on top of the dust: the 0.099 SOL sent leaves 0.02475 SOL to pay.
    expect(await row(link.id)).toMatchObject({
      status: 'PENDING',
      amount: 124_750_000n,
      amountReceived: 100_000_000n,
      quoteRate: '200',
    });
  });

  it('with no current price, a late payment waits (quarantined) instead of being valued at the old quote', async () => {
    const link = await fiatLink();
    await quoteExpiredAgo(link.id, 5 * 60_000);
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    const down: PriceSource = {
      usdPrices: () => Promise.reject(new PriceUnavailableError('feed down')),
      health: () => ({ status: 'unavailable', source: 'test', pricesAt: null, reason: 'feed down' }),
    };
    const report = await watchTick(ctx, { pricing: { prices: down, quoteTtlMs: 600_000 } });
    expect(report.quarantined).toHaveLength(1);
    expect(await row(link.id)).toMatchObject({ status: 'PENDING', amountReceived: null, quoteRate: '250' });

    // The price is back: the retried transfer is valued at it (0.1 SOL of 0.125).
    await watchTick(ctx, { pricing, now: () => new Date(Date.now() + 5_000) });
    expect(await row(link.id)).toMatchObject({
      status: 'PENDING',
      amount: 125_000_000n,
      amountReceived: 100_000_000n,
      quoteRate: '200',
    });
  });
});

describe('a token switch never invalidates a quote that still holds (real local chain)', () => {
  it('a USD link switched from SOL to USDC is completed by the original SOL quote paid in full', async () => {
    const link = await fiatLink({ payCurrencies: ['SOL', 'USDC'] });
    // A wallet already holds the SOL URL; the page (anyone with the id) switches to USDC.
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${link.id}/quote`,
      payload: { payCurrency: 'USDC' },
    });
    expect(switched.json().data).toMatchObject({ payCurrency: 'USDC', payAmount: '25' });
    // Renewing USDC again while its quote holds changes nothing.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${link.id}/quote`,
      payload: { payCurrency: 'USDC' },
    });
    expect(again.json().data.quote).toEqual(switched.json().data.quote);

    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await watchTick(ctx, { pricing });
    expect(await row(link.id)).toMatchObject({
      status: 'COMPLETED',
      currency: 'SOL',
      amount: 100_000_000n,
      amountReceived: 100_000_000n,
      quoteRate: '250',
      needsRefund: false,
    });
  });

  it('once the earlier SOL quote has ended, a payment of it is a wrong token, not a payment', async () => {
    const link = await fiatLink({ payCurrencies: ['SOL', 'USDC'] });
    await ctx.app.inject({ method: 'POST', url: `/api/payments/${link.id}/quote`, payload: { payCurrency: 'USDC' } });
    await ctx.deps.db
      .update(paymentQuotes)
      .set({ expiresAt: new Date(Date.now() - 5 * 60_000) })
      .where(and(eq(paymentQuotes.paymentId, link.id), eq(paymentQuotes.currency, 'SOL')));

    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await watchTick(ctx, { pricing, referenceSweepSize: 1000 });
    expect(await row(link.id)).toMatchObject({ status: 'PENDING', currency: 'USDC', amountReceived: null });
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(pub.rejectedReason).toBe('wrong_token');
  });
});
