// @module-tag smoke
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base58Encode } from '@paylink/shared';
import { eq } from 'drizzle-orm';
import { paymentEvents, payments } from '../modules/payments/schema';
import { merchantAccounts } from '../modules/accounts/schema';
import { payLink } from '../test/pay-link';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function merchant() {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    // A wallet of its own: an address belongs to one account (issue 29).
    .set({
      walletAddress: base58Encode(randomBytes(32)),
      transactionCredits: 50,
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, m.accountId));
  return m;
}

async function create(token: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', ...body },
  });
}

const renew = (id: string, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/payments/${id}/quote`, payload });

describe('links priced in USD and EUR', () => {
  it('prices 25 USD in SOL at the offline rate: the response keeps the price and adds the token amount and quote', async () => {
    const m = await merchant();
    const before = Date.now();
    const res = await create(m.token, { amount: '25', currency: 'USD', payCurrency: 'SOL' });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data.payment;
    expect(p).toMatchObject({
      amount: '25.00',
      currency: 'USD',
      payAmount: '0.1',
      payCurrency: 'SOL',
      payCurrencies: ['SOL'],
      quote: { rate: '250', source: 'offline' },
    });
    const ttl = new Date(p.quote.expiresAt).getTime() - new Date(p.quote.quotedAt).getTime();
    expect(ttl).toBe(600_000);
    expect(new Date(p.quote.quotedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new URL(p.solanaPayUrl).searchParams.get('amount')).toBe('0.1');

    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, p.id));
    expect(row).toMatchObject({
      amount: 100_000_000n,
      currency: 'SOL',
      priceCents: 2500n,
      priceCurrency: 'USD',
      quoteRate: '250',
      quoteSource: 'offline',
    });

    // The webhook payload carries the fiat amount and the rate.
    const [created] = await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id));
    expect((created!.data as { payment: object }).payment).toMatchObject({
      amount: '25.00',
      currency: 'USD',
      pay_amount: '0.1',
      pay_currency: 'SOL',
      rate: '250',
      rate_source: 'offline',
    });

    const pub = await ctx.app.inject({ method: 'GET', url: `/api/payments/${p.id}` });
    expect(pub.json().data).toMatchObject({
      amount: '25.00',
      currency: 'USD',
      payAmount: '0.1',
      payCurrency: 'SOL',
      amountRemaining: '0.1',
      quote: { rate: '250' },
    });
  });

  it('prices in EUR through EUR/USD and lets the customer choose among payCurrencies', async () => {
    const m = await merchant();
    const res = await create(m.token, { amount: '10.00', currency: 'eur', payCurrencies: ['USDC', 'SOL'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.payment).toMatchObject({
      amount: '10.00',
      currency: 'EUR',
      payAmount: '10.8',
      payCurrency: 'USDC',
      payCurrencies: ['USDC', 'SOL'],
    });
  });

  it('leaves links priced in a token as they were', async () => {
    const m = await merchant();
    const res = await create(m.token, { amount: '0.5', currency: 'SOL' });
    expect(res.json().data.payment).toMatchObject({
      amount: '0.5',
      currency: 'SOL',
      payAmount: '0.5',
      payCurrency: 'SOL',
      payCurrencies: ['SOL'],
      quote: null,
    });
  });

  it('answers a clear 400 naming what is supported', async () => {
    const m = await merchant();
    const unknown = await create(m.token, { amount: '5', currency: 'GBP' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(
      'Currency "GBP" is not supported on solana. Supported: SOL, USDC, USDT, EURC, PYUSD, USD, EUR',
    );
    const token = await create(m.token, { amount: '5', currency: 'USD', payCurrencies: ['SOL', 'DOGE'] });
    expect(token.statusCode).toBe(400);
    expect(token.json().error).toBe(
      'Currency "DOGE" is not supported on solana. Supported: SOL, USDC, USDT, EURC, PYUSD',
    );
    const none = await create(m.token, { amount: '5', currency: 'USD' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatch(/needs payCurrency or payCurrencies/);
    const cents = await create(m.token, { amount: '5.001', currency: 'USD', payCurrency: 'SOL' });
    expect(cents.json().error).toMatch(/at most 2 decimal places/);
    const big = await create(m.token, { amount: '1000000.01', currency: 'USD', payCurrency: 'SOL' });
    expect(big.statusCode).toBe(400);
    const crypto = await create(m.token, { amount: '1', currency: 'SOL', payCurrency: 'USDC' });
    expect(crypto.json().error).toMatch(/only to links priced in USD or EUR/);
  });

  it('renews an expired quote while nothing has arrived, in another accepted token when asked', async () => {
    const m = await merchant();
    const p = (await create(m.token, { amount: '25', currency: 'USD', payCurrencies: ['SOL', 'USDC'] })).json().data
      .payment;
    await ctx.deps.db
      .update(payments)
      .set({ quotedAt: new Date(Date.now() - 700_000), quoteExpiresAt: new Date(Date.now() - 100_000) })
      .where(eq(payments.id, p.id));

    const renewed = await renew(p.id);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().data;
    expect(fresh).toMatchObject({ payAmount: '0.1', payCurrency: 'SOL' });
    expect(new Date(fresh.quote.expiresAt).getTime()).toBeGreaterThan(Date.now() + 590_000);

    const switched = (await renew(p.id, { payCurrency: 'usdc' })).json().data;
    expect(switched).toMatchObject({
      amount: '25.00',
      currency: 'USD',
      payAmount: '25',
      payCurrency: 'USDC',
      quote: { rate: '1' },
    });
    const url = new URL(switched.solanaPayUrl);
    expect(url.searchParams.get('amount')).toBe('25');
    expect(url.searchParams.get('spl-token')).toBe(ctx.deps.config.usdcMint);

    const refused = await renew(p.id, { payCurrency: 'ETH' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('This payment cannot be paid in ETH. Accepted: SOL, USDC');
  });

  it('renews in the same token only after the quote expired, and fixes the token once money has arrived', async () => {
    const m = await merchant();
    const p = (await create(m.token, { amount: '50', currency: 'USD', payCurrencies: ['SOL', 'USDC'] })).json().data
      .payment;
    // Anyone with the id may ask: while the quote holds, the answer is that same quote.
    const held = await renew(p.id);
    expect(held.statusCode).toBe(200);
    expect(held.json().data).toMatchObject({ payAmount: p.payAmount, paymentUrl: p.paymentUrl, quote: p.quote });

    await payLink(ctx.deps.db, p.id, 50_000_000n);
    const switched = await renew(p.id, { payCurrency: 'USDC' });
    expect(switched.statusCode).toBe(409);
    expect(switched.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: 'Part of this payment has arrived in SOL: the rest can only be paid in SOL',
    });

    const sol = (await create(m.token, { amount: '1', currency: 'SOL' })).json().data.payment;
    expect((await renew(sol.id)).statusCode).toBe(400);
    expect((await renew('pay_missing')).statusCode).toBe(404);
  });
});

describe('when no current price can be had', () => {
  it('refuses to quote with a 503, and still creates token-priced links', async () => {
    const down = await createTestContext({
      REQUIRE_EMAIL_VERIFICATION: 'false',
      PRICE_FEED_URL: 'http://127.0.0.1:1/api/v3',
    });
    try {
      const m = await signUp(down);
      await down.deps.db
        .update(merchantAccounts)
        .set({ walletAddress: WALLET })
        .where(eq(merchantAccounts.id, m.accountId));
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(m.token),
        payload: { label: 'x', amount: '5', currency: 'USD', payCurrency: 'SOL' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        error: 'The price cannot be shown right now. Please try again in a few minutes.',
      });
      const sol = await down.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(m.token),
        payload: { label: 'x', amount: '5', currency: 'SOL' },
      });
      expect(sol.statusCode).toBe(201);
    } finally {
      await down.close();
    }
  });
});
