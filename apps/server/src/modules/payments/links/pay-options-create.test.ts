import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { bearer, type TestContext } from '../../../test/test-app';
import { merchantWithWallets, payOptionsLink, startMultiChainTestContext } from '../../../test/multi-chain';
import { paymentEvents } from '../schema';
import { paymentQuotes } from '../../pricing/schema';

let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ ctx, close } = await startMultiChainTestContext()));
afterAll(() => close());

const THREE = [
  { network: 'solana', currency: 'USDC' },
  { network: 'base', currency: 'USDC' },
  { network: 'ethereum', currency: 'ETH' },
];

describe('payOptions at creation', () => {
  it('refuses them on a crypto-priced link, repeated, not offered, beside walletAddress or payCurrency, and without a wallet on a network', async () => {
    const m = await merchantWithWallets(ctx);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ amount: '1', currency: 'SOL', payOptions: THREE }, /payOptions apply only to links priced in USD or EUR/],
      [{ amount: '30', currency: 'USD', payOptions: [THREE[1], THREE[1]] }, /must not repeat/],
      [{ amount: '30', currency: 'USD', payOptions: [] }, /at least one/],
      [
        { amount: '30', currency: 'USD', payOptions: [{ network: 'base', currency: 'SOL' }] },
        /Currency "SOL" is not supported on base/,
      ],
      [
        { amount: '30', currency: 'USD', payOptions: [{ network: 'dogechain', currency: 'DOGE' }] },
        /Network "dogechain" is not supported/,
      ],
      [
        { amount: '30', currency: 'USD', payOptions: THREE, walletAddress: m.walletAddress },
        /walletAddress cannot be combined with payOptions/,
      ],
      [{ amount: '30', currency: 'USD', payOptions: THREE, payCurrency: 'USDC' }, /not several/],
    ];
    for (const [payload, message] of cases) {
      const res = await m.create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(message) });
    }
    const noEth = await merchantWithWallets(ctx, { solana: true });
    const res = await noEth.create({ amount: '30', currency: 'USD', payOptions: THREE });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WALLET_REQUIRED',
      error: expect.stringMatching(/USDC on Base: please set an Ethereum address in Settings/),
    });
  });

  it('starts on the first option, quoted there, and shows the options in detail, list, public object and the created webhook event', async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, THREE);
    expect(link).toMatchObject({
      amount: '30.00',
      currency: 'USD',
      network: 'solana',
      payCurrency: 'USDC',
      payAmount: '30',
      payCurrencies: ['USDC'],
      payOptions: THREE,
      recipientAddress: m.walletAddress,
    });
    expect(link.paymentUrl).toMatch(/^solana:/);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${link.id}`,
      headers: bearer(m.token),
    });
    expect(detail.json().data.payment.payOptions).toEqual(THREE);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/payments/payments', headers: bearer(m.token) });
    expect(list.json().data.payments[0].payOptions).toEqual(THREE);
    const pub = await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` });
    expect(pub.json().data).toMatchObject({ payOptions: THREE, network: 'solana', payCurrency: 'USDC' });
    const [quote] = await ctx.deps.db.select().from(paymentQuotes).where(eq(paymentQuotes.paymentId, link.id));
    expect(quote).toMatchObject({ network: 'solana', currency: 'USDC' });
    const [created] = await ctx.deps.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, link.id), eq(paymentEvents.type, 'payment.created')));
    expect((created!.data as { payment: object }).payment).toMatchObject({
      network: 'solana',
      pay_currency: 'USDC',
      currency: 'USD',
      amount: '30.00',
    });
  });

  it('may start on an EVM network, paying the checksummed Ethereum address', async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, [THREE[1]!, THREE[2]!]);
    expect(link).toMatchObject({
      network: 'base',
      payCurrency: 'USDC',
      recipientAddress: getAddress(m.ethAddress!),
      chainId: 8453,
    });
    expect(link.paymentUrl).toMatch(/^ethereum:0x[0-9a-fA-F]{40}@8453\/transfer\?address=/);
  });
});

describe('default pay options (Settings)', () => {
  it('are none at first, saved when offered and on a network with a wallet, and refused otherwise', async () => {
    const m = await merchantWithWallets(ctx, { eth: true });
    const get = () => ctx.app.inject({ method: 'GET', url: '/api/auth/pay-options', headers: bearer(m.token) });
    const put = (payOptions: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/pay-options',
        headers: bearer(m.token),
        payload: { payOptions },
      });
    expect((await get()).json().data).toEqual({ payOptions: [] });
    const saved = await put([THREE[1], THREE[2]]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get()).json().data).toEqual({ payOptions: [THREE[1], THREE[2]] });
    const noSolana = await put(THREE);
    expect(noSolana.statusCode).toBe(400);
    expect(noSolana.json()).toMatchObject({ code: 'WALLET_REQUIRED' });
    expect((await put([THREE[1], THREE[1]])).statusCode).toBe(400);
    expect((await get()).json().data).toEqual({ payOptions: [THREE[1], THREE[2]] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/pay-options' })).statusCode).toBe(401);
  });

  it('a reference key only where a rail tells links apart by one: a Solana link or pay option has one, EVM alone none', async () => {
    const m = await merchantWithWallets(ctx);
    const evmOnly = await payOptionsLink(m, [THREE[1]!, THREE[2]!]);
    expect(evmOnly.reference).toBeNull();
    // Paid on Base first, but the customer may switch to Solana, whose request carries the link's key.
    const withSolana = await payOptionsLink(m, [THREE[1]!, THREE[0]!]);
    expect(withSolana.reference).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${withSolana.id}/pay-option`,
      payload: { network: 'solana', currency: 'USDC' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data.solanaPayUrl).toContain(`reference=${withSolana.reference}`);
    const base = await m.create({ amount: '1', currency: 'USDC', network: 'base' });
    expect(base.statusCode, base.body).toBe(201);
    expect(base.json().data.payment.reference).toBeNull();
  });
});
