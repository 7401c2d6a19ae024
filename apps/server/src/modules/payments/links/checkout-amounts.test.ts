import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PublicPayment } from '@paylink/shared';
import type { TestContext } from '../../../test/test-app';
import { merchantWithWallets, payOptionsLink, startMultiChainTestContext } from '../../../test/multi-chain';
import { offlinePriceSource } from '../../pricing/offline-price-source';
import { PriceUnavailableError, type PriceSource } from '../../pricing/price-source';
import { getPublicPayment } from './get-public-payment';

let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ ctx, close } = await startMultiChainTestContext()));
afterAll(() => close());

const THREE = [
  { network: 'solana', currency: 'USDC' },
  { network: 'base', currency: 'USDC' },
  { network: 'ethereum', currency: 'ETH' },
];

/** Prices observed ten minutes ago: older than PRICE_MAX_AGE_MS, so never shown. */
const stale: PriceSource = offlinePriceSource({ SOL: '250', ETH: '3000' }, () => new Date(Date.now() - 10 * 60_000));
const down: PriceSource = {
  usdPrices: () => Promise.reject(new PriceUnavailableError('feed down')),
  health: () => ({ status: 'unavailable', source: 'test', pricesAt: null, reason: 'feed down' }),
};

async function created(payload: Record<string, unknown>): Promise<Payment> {
  const m = await merchantWithWallets(ctx);
  const res = await m.create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
async function publicPayment(id: string): Promise<PublicPayment> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the checkout amounts of the public payment (issue 54)', () => {
  it('gives a token-priced link its USD equivalent at a fresh price, and nothing when the price is stale or unknown', async () => {
    const sol = await created({ amount: '0.1', currency: 'SOL' });
    expect(await publicPayment(sol.id)).toMatchObject({
      amount: '0.1',
      currency: 'SOL',
      fiatEquivalent: { amount: '25.00', currency: 'USD' },
      optionAmounts: null,
    });
    expect((await getPublicPayment({ ...ctx.deps, prices: stale }, sol.id)).fiatEquivalent).toBeNull();
    expect((await getPublicPayment({ ...ctx.deps, prices: down }, sol.id)).fiatEquivalent).toBeNull();
    // A dollar stablecoin is worth its amount, as its quotes are, whatever the feed says.
    const usdc = await created({ amount: '25', currency: 'USDC' });
    expect((await getPublicPayment({ ...ctx.deps, prices: down }, usdc.id)).fiatEquivalent).toEqual({
      amount: '25.00',
      currency: 'USD',
    });
  });

  it('shows no fiat equivalent on a link priced in fiat: its price already is one', async () => {
    const usd = await created({ amount: '30', currency: 'USD', payCurrency: 'SOL' });
    expect(await publicPayment(usd.id)).toMatchObject({ amount: '30.00', currency: 'USD', fiatEquivalent: null });
  });

  it("gives each pay option its amount: the chosen one its quote, the others the price now; never an option's wallet", async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, THREE);
    const shown = await publicPayment(link.id);
    expect(shown.optionAmounts).toEqual([
      { network: 'solana', currency: 'USDC', amount: shown.payAmount },
      { network: 'base', currency: 'USDC', amount: '30' },
      { network: 'ethereum', currency: 'ETH', amount: '0.01' },
    ]);
    expect(JSON.stringify(shown.optionAmounts)).not.toContain(m.ethAddress!.slice(2).toLowerCase());
    // Without a fresh price the other options show no amount (choosing them could not be quoted either); the chosen one keeps its quote.
    const stalePage = await getPublicPayment({ ...ctx.deps, prices: stale }, link.id);
    expect(stalePage.optionAmounts).toEqual([
      { network: 'solana', currency: 'USDC', amount: shown.payAmount },
      { network: 'base', currency: 'USDC', amount: null },
      { network: 'ethereum', currency: 'ETH', amount: null },
    ]);
  });
});
