import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import { payEip681Request, payTransferRequest, type EvmLocalnet, type Localnet } from '@paylink/localnet';
import { parseAmount, type EvmNetwork, type Payment } from '@paylink/shared';
import type { TestEvmChains } from '../../../test/shared-chains';
import { bearer, type TestContext } from '../../../test/test-app';
import { choose, merchantWithWallets, payOptionsLink, startMultiChainTestContext } from '../../../test/multi-chain';
import { watchEvmTick } from '../../../test/evm-chains';
import { watchTick } from '../../../test/local-chain';
import { uniqueAmounts } from '../../chains/unique-amounts/schema';
import { paymentEvents, payments } from '../schema';
import { paymentQuotes } from '../../pricing/schema';
import { offlinePriceSource, parseOfflinePrices } from '../../pricing/offline-price-source';

let ctx: TestContext;
let evm: TestEvmChains<EvmLocalnet>;
let solana: Localnet;
let close: () => Promise<void>;
beforeAll(async () => ({ ctx, evm, solana, close } = await startMultiChainTestContext()));
afterAll(() => close());

const SOLANA_USDC = { network: 'solana', currency: 'USDC' };
const BASE_USDC = { network: 'base', currency: 'USDC' };
const ETHEREUM_ETH = { network: 'ethereum', currency: 'ETH' };
const THREE = [SOLANA_USDC, BASE_USDC, ETHEREUM_ETH];

async function chosen(id: string, option: { network: string; currency: string }): Promise<Payment> {
  const res = await choose(ctx, id, option.network, option.currency);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const row = async (id: string) => (await ctx.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const offsets = (id: string) => ctx.deps.db.select().from(uniqueAmounts).where(eq(uniqueAmounts.paymentId, id));
async function pay(network: EvmNetwork, url: string) {
  await payEip681Request({ rpcUrl: evm[network]!.rpcUrl, url });
  return watchEvmTick(ctx, network, { confirmations: 1 });
}
async function eventData(id: string, type: string) {
  const [event] = await ctx.deps.db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, id), eq(paymentEvents.type, type)));
  return (event?.data as { payment: Record<string, unknown> } | undefined)?.payment;
}

describe('choosing a pay option (hosted page)', () => {
  it('gives each option its own quote and payment request; switching releases the option left, and choosing it back restores its quote', async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, THREE);
    const base = await chosen(link.id, BASE_USDC);
    expect(base).toMatchObject({
      network: 'base',
      payCurrency: 'USDC',
      payCurrencies: ['USDC'],
      recipientAddress: getAddress(m.ethAddress!),
      chainId: 8453,
      solanaPayUrl: null,
      payOptions: THREE,
    });
    expect(base.paymentUrl).toMatch(/^ethereum:0x[0-9a-fA-F]{40}@8453\/transfer\?/);
    expect(base.payAmount).toMatch(/^30\.00\d{1,4}$/);
    expect(await offsets(link.id)).toEqual([expect.objectContaining({ network: 'base', releasedAt: null })]);

    const eth = await chosen(link.id, ETHEREUM_ETH);
    expect(eth).toMatchObject({ network: 'ethereum', payCurrency: 'ETH', chainId: 1 });
    expect(eth.payAmount).toMatch(/^0\.01000\d+$/);
    const afterSwitch = await offsets(link.id);
    // The Base amount stays reserved to the link until its quote's expiry plus grace (money on its way still finds it).
    expect(afterSwitch.find((o) => o.network === 'base')!.releasedAt).toBeInstanceOf(Date);
    expect(afterSwitch.find((o) => o.network === 'ethereum')!.releasedAt).toBeNull();

    const back = await chosen(link.id, BASE_USDC);
    expect(back).toMatchObject({ paymentUrl: base.paymentUrl, payAmount: base.payAmount, quote: base.quote });
    const restored = await offsets(link.id);
    expect(restored.find((o) => o.network === 'base')!.releasedAt).toBeNull();
    expect(restored.find((o) => o.network === 'ethereum')!.releasedAt).toBeInstanceOf(Date);

    const solana = await chosen(link.id, SOLANA_USDC);
    expect(solana).toMatchObject({
      network: 'solana',
      payCurrency: 'USDC',
      recipientAddress: m.walletAddress,
      paymentUrl: link.paymentUrl,
      chainId: null,
    });
    const quotes = await ctx.deps.db.select().from(paymentQuotes).where(eq(paymentQuotes.paymentId, link.id));
    expect(quotes.map((q) => `${q.network}:${q.currency}`).sort()).toEqual([
      'base:USDC',
      'ethereum:ETH',
      'solana:USDC',
    ]);
  });

  it('refuses an option the link does not offer, a link without options, and an unknown link', async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, THREE);
    const notOffered = await choose(ctx, link.id, 'base', 'ETH');
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error).toBe(
      'This payment cannot be paid in ETH on Base. Accepted: USDC on Solana, USDC on Base, ETH on Ethereum',
    );
    const plain = await m.create({ amount: '30', currency: 'USD', payCurrency: 'USDC' });
    const single = await choose(ctx, plain.json().data.payment.id, 'base', 'USDC');
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect((await choose(ctx, 'pay_missing', 'base', 'USDC')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/payments/${link.id}/pay-option`,
          payload: { network: 'base' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('paying a link with pay options (real Anvil chains)', () => {
  it('completes on the chosen option; the webhook events carry its network and token; the choice is then locked', async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, THREE);
    await chosen(link.id, ETHEREUM_ETH);
    const base = await chosen(link.id, BASE_USDC);
    const report = await pay('base', base.paymentUrl);
    expect(report.changed).toContain(link.id);
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', network: 'base', currency: 'USDC' });
    expect(await eventData(link.id, 'payment.completed')).toMatchObject({
      network: 'base',
      pay_currency: 'USDC',
      currency: 'USD',
      amount: '30.00',
      pay_amount: base.payAmount,
    });
    const locked = await choose(ctx, link.id, 'ethereum', 'ETH');
    expect(locked.statusCode).toBe(409);
  });

  it('money sent to an option chosen before, while nothing has counted, takes the link back to it and counts', async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, THREE);
    const base = await chosen(link.id, BASE_USDC);
    await chosen(link.id, ETHEREUM_ETH);
    await pay('base', base.paymentUrl);
    expect(await row(link.id)).toMatchObject({
      status: 'COMPLETED',
      network: 'base',
      currency: 'USDC',
      recipientAddress: getAddress(m.ethAddress!),
    });
    expect(await eventData(link.id, 'payment.completed')).toMatchObject({ network: 'base', pay_currency: 'USDC' });
  });

  it('money sent to an option left after its quote ended counts by its fiat value at arrival (the rest re-quoted at the current rate)', async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, THREE);
    const eth = await chosen(link.id, ETHEREUM_ETH);
    await chosen(link.id, BASE_USDC);
    const ended = new Date(Date.now() - 10 * 60_000);
    await ctx.deps.db
      .update(paymentQuotes)
      .set({ expiresAt: ended })
      .where(and(eq(paymentQuotes.paymentId, link.id), eq(paymentQuotes.network, 'ethereum')));
    await payEip681Request({ rpcUrl: evm.ethereum.rpcUrl, url: eth.paymentUrl });
    // ETH fell from 3,000 to 2,000 USD: 30 USD is now 0.015 ETH, and the 0.01 ETH sent pays two thirds of it.
    await watchEvmTick(ctx, 'ethereum', {
      confirmations: 1,
      prices: offlinePriceSource(parseOfflinePrices('ETH=2000')),
    });
    const p = await row(link.id);
    expect(p).toMatchObject({ status: 'PENDING', network: 'ethereum', currency: 'ETH', quoteRate: '2000' });
    expect(parseAmount(eth.payAmount, 18)).toEqual({ ok: true, value: p.amountReceived });
    expect(p.amount).toBeGreaterThan(14_000_000_000_000_000n);
    expect((await choose(ctx, link.id, 'base', 'USDC')).statusCode).toBe(409);
  });

  it('once money has counted on one option, money on another does not pay the link: it is listed in the merchant’s inbox', async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, THREE);
    const base = await chosen(link.id, BASE_USDC);
    const eth = await chosen(link.id, ETHEREUM_ETH);
    await pay('ethereum', eth.paymentUrl);
    const paid = await row(link.id);
    expect(paid).toMatchObject({ status: 'COMPLETED', network: 'ethereum', currency: 'ETH' });
    const report = await pay('base', base.paymentUrl);
    expect(report).toMatchObject({ changed: [], unmatched: 1 });
    expect(await row(link.id)).toMatchObject({
      status: 'COMPLETED',
      network: 'ethereum',
      currency: 'ETH',
      amountReceived: paid.amountReceived,
      needsRefund: false,
    });
    const inbox = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/unmatched-transfers',
      headers: bearer(m.token),
    });
    expect(inbox.json().data.transfers).toEqual([
      expect.objectContaining({
        network: 'base',
        currency: 'USDC',
        amount: base.payAmount,
        reason: 'other_pay_option',
      }),
    ]);
  });

  it('the Solana watcher still watches the reference of a Solana option the customer left (real local Solana chain)', async () => {
    const m = await merchantWithWallets(ctx);
    const link = await payOptionsLink(m, [{ network: 'solana', currency: 'SOL' }, BASE_USDC]);
    expect(link).toMatchObject({ network: 'solana', payCurrency: 'SOL', payAmount: '0.12' });
    await chosen(link.id, BASE_USDC);
    await payTransferRequest({ rpcUrl: solana.rpcUrl, url: link.paymentUrl });
    const report = await watchTick(ctx, { pricing: { prices: ctx.deps.prices, quoteTtlMs: 600_000 } });
    expect(report.changed).toContain(link.id);
    expect(await row(link.id)).toMatchObject({
      status: 'COMPLETED',
      network: 'solana',
      currency: 'SOL',
      recipientAddress: m.walletAddress,
      amountReceived: 120_000_000n,
    });
    expect(await eventData(link.id, 'payment.completed')).toMatchObject({ network: 'solana', pay_currency: 'SOL' });
  });
});
