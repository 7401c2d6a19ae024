// @module-tag smoke
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { payEip681Request } from '@paylink/localnet';
import { formatAmount, parseAmount, parseEip681Url, type EvmNetwork, type Payment } from '@paylink/shared';
import { evmLinkCalls, startEvmTestContext, watchEvmTick } from '../../../test/evm-chains';
import { bearer, type TestContext } from '../../../test/test-app';
import { uniqueAmounts } from '../../chains/unique-amounts/schema';
import { payments } from '../schema';
import { paymentQuotes } from '../../pricing/schema';
import type { PriceSource } from '../../pricing/price-source';
import { offlinePriceSource, parseOfflinePrices } from '../../pricing/offline-price-source';
import { expirePayments } from './expire-payments';
import { CONFIRMATION_ALLOWANCE_MS, MAX_OFFSET_STEPS } from '../../chains/unique-amounts/allocate-amount-offset';

const wallet = privateKeyToAccount(generatePrivateKey()).address;
let chains: Awaited<ReturnType<typeof startEvmTestContext>>['chains'];
let ctx: TestContext;
let token: string;
let close: () => Promise<void>;
// Chains of the file's own (not the worker's shared pair), as beside it in watch-evm-network.test.ts.
beforeAll(async () => ({ chains, ctx, token, close } = await startEvmTestContext(wallet, { ownChains: true })));
afterAll(() => close());

const { create, testPay } = evmLinkCalls(
  () => ctx,
  () => token,
);
/** The hosted page's renewal of a fiat-priced link's quote, optionally in another accepted token. */
async function renew(id: string, payCurrency?: string): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/payments/${id}/quote`,
    payload: payCurrency ? { payCurrency } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** Ids of the transfers the watcher listed in an inbox (what the job tells the merchant's live feed). */
const listedIds: string[] = [];
function tick(network: EvmNetwork, confirmations = 1, prices: PriceSource = ctx.deps.prices) {
  return watchEvmTick(ctx, network, { confirmations, prices, onUnmatched: (id) => listedIds.push(id) });
}
async function detail(id: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(token) });
  return res.json().data.payment;
}

describe('EVM links on the embedded Anvil chains', () => {
  it('a USD-priced link on Base switched from USDC to ETH: the earlier USDC quote, paid in full while it holds, completes it', async () => {
    const link = await create({ amount: '20', currency: 'USD', payCurrencies: ['USDC', 'ETH'], network: 'base' });
    expect(link).toMatchObject({
      amount: '20.00',
      currency: 'USD',
      payCurrency: 'USDC',
      chainId: 8453,
      solanaPayUrl: null,
    });
    expect(link.payAmount).toMatch(/^20\.00\d{1,4}$/);
    expect(parseEip681Url(link.paymentUrl)).toMatchObject({
      kind: 'token',
      chainId: 8453,
      token: chains.chains.base.usdcAddress,
      recipient: wallet,
      amount: (parseAmount(link.payAmount, 6) as { value: bigint }).value,
    });
    const amountsOf = async () => ctx.deps.db.select().from(uniqueAmounts).where(eq(uniqueAmounts.paymentId, link.id));

    // Renewing USDC while its quote holds changes nothing.
    expect(await renew(link.id)).toMatchObject({ payAmount: link.payAmount, paymentUrl: link.paymentUrl });
    // The customer switches to ETH: a fresh quote with its own unique amount; the USDC amount stays the link's.
    const toEth = await renew(link.id, 'ETH');
    expect(toEth).toMatchObject({ payCurrency: 'ETH', chainId: 8453 });
    const ethAmount = (parseAmount(toEth.payAmount, 18) as { value: bigint }).value;
    expect(parseEip681Url(toEth.paymentUrl)).toMatchObject({
      kind: 'native',
      chainId: 8453,
      recipient: wallet,
      amount: ethAmount,
    });
    const held = await amountsOf();
    expect(held).toHaveLength(2);
    expect(held.find((a) => a.asset === 'eth')).toMatchObject({
      network: 'base',
      payAmount: ethAmount,
      releasedAt: null,
    });
    expect(held.find((a) => a.asset !== 'eth')!.releasedAt!.getTime()).toBeGreaterThan(Date.now());

    // A wallet that already had the USDC URL pays it: the link completes as that quote says.
    await payEip681Request({ rpcUrl: chains.chains.base.rpcUrl, url: link.paymentUrl });
    await tick('base');
    expect(await detail(link.id)).toMatchObject({
      status: 'COMPLETED',
      overpaid: false,
      needsRefund: false,
      amountReceived: link.payAmount,
      payCurrency: 'USDC',
    });
    expect((await amountsOf()).every((a) => a.releasedAt !== null)).toBe(true);
  });

  it('two USD-priced links with the same price get different pay amounts, and keep them apart across renewals', async () => {
    const a = await create({ amount: '15', currency: 'USD', payCurrency: 'USDC', network: 'ethereum' });
    const b = await create({ amount: '15', currency: 'USD', payCurrency: 'USDC', network: 'ethereum' });
    expect(a.payAmount).not.toBe(b.payAmount);
    for (let i = 0; i < 3; i++) expect((await renew(a.id)).payAmount).not.toBe(b.payAmount);
    const renewed = await renew(b.id);
    await testPay(b.id);
    await tick('ethereum');
    expect(await detail(b.id)).toMatchObject({ status: 'COMPLETED', amountReceived: renewed.payAmount });
    expect((await detail(a.id)).status).toBe('PENDING');
  });

  it('a pay amount is unique whatever the price, quarantined after its link ends, and a late payment of it finds its own link', async () => {
    const a = await create({ amount: '10', network: 'ethereum', currency: 'USDC', expiresIn: 3600 });
    const paid = (parseAmount(a.payAmount, 6) as { value: bigint }).value;
    // Another link priced one base unit below a's pay amount could reach it with an offset of 1 step: every other
    // amount it could take is held (here by a, or by earlier tests' links), so only a's own amount is left to it.
    const usdc = chains.chains.ethereum.usdcAddress.toLowerCase();
    await ctx.deps.db.execute(sql`
      insert into unique_amounts (payment_id, network, asset, recipient, pay_amount)
      select ${a.id}, 'ethereum', ${usdc}, ${wallet.toLowerCase()}, ${paid.toString()}::numeric + g from generate_series(1, ${MAX_OFFSET_STEPS - 1}) g
      on conflict do nothing`);
    const below = { amount: formatAmount(paid - 1n, 6), network: 'ethereum', currency: 'USDC' };
    const tryCreate = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(token),
        payload: { label: 'Order', ...below },
      });
    expect((await tryCreate()).statusCode).toBe(409);

    // a expires: its amount is quarantined, not handed out.
    await ctx.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, a.id));
    await expirePayments(ctx.deps.db, new Date());
    expect((await detail(a.id)).status).toBe('EXPIRED');
    expect((await tryCreate()).statusCode).toBe(409);

    // A late payment of a's amount completes a (late), not another link.
    await payEip681Request({ rpcUrl: chains.chains.ethereum.rpcUrl, url: a.paymentUrl });
    expect((await tick('ethereum')).changed).toEqual([a.id]);
    expect(await detail(a.id)).toMatchObject({ status: 'COMPLETED', paidLate: true, amountReceived: a.payAmount });

    // Past the late window plus the confirmation allowance the amount is free again.
    await ctx.deps.db
      .update(uniqueAmounts)
      .set({ releasedAt: new Date(Date.now() - 7 * 86_400_000 - CONFIRMATION_ALLOWANCE_MS - 1000) })
      .where(eq(uniqueAmounts.payAmount, paid));
    const b = await tryCreate();
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json().data.payment.payAmount).toBe(a.payAmount);
    await ctx.deps.db.delete(uniqueAmounts).where(eq(uniqueAmounts.paymentId, a.id));
  });

  it('the amount of a USD quote paid after that quote ended is valued at the current rate, not the old one', async () => {
    const link = await create({ amount: '30', currency: 'USD', payCurrency: 'ETH', network: 'ethereum' });
    expect(link.payAmount).toMatch(/^0\.01\d+$/); // 30 USD at 3,000 USD per ETH, plus the offset
    const ended = new Date(Date.now() - 5 * 60_000);
    await ctx.deps.db.update(payments).set({ quoteExpiresAt: ended }).where(eq(payments.id, link.id));
    await ctx.deps.db.update(paymentQuotes).set({ expiresAt: ended }).where(eq(paymentQuotes.paymentId, link.id));
    await payEip681Request({ rpcUrl: chains.chains.ethereum.rpcUrl, url: link.paymentUrl });
    // ETH fell to 2,000 USD: the 0.01 ETH sent pays 20 of the 30 USD, and the rest is quoted at that rate.
    expect((await tick('ethereum', 1, offlinePriceSource(parseOfflinePrices('ETH=2000')))).changed).toEqual([link.id]);
    const after = await detail(link.id);
    expect(after).toMatchObject({
      status: 'PENDING',
      amountReceived: link.payAmount,
      payCurrency: 'ETH',
      quote: { rate: '2000' },
    });
    expect(after.payAmount).toMatch(/^0\.015\d+$/);
  });
});
