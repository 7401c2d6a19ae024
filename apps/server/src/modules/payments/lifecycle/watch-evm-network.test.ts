// @module-tag smoke
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseAmount, parseEip681Url, type EvmNetwork, type Payment } from '@paylink/shared';
import { evmLinkCalls, startEvmTestContext, watchEvmTick } from '../../../test/evm-chains';
import { bearer, type TestContext } from '../../../test/test-app';
import { uniqueAmounts } from '../../chains/unique-amounts/schema';
import { payments } from '../schema';
import type { PriceSource } from '../../pricing/price-source';

const wallet = privateKeyToAccount(generatePrivateKey()).address;
let chains: Awaited<ReturnType<typeof startEvmTestContext>>['chains'];
let ctx: TestContext;
let token: string;
let close: () => Promise<void>;
let restartChains: () => Promise<typeof chains>;
// Chains of the file's own (not the worker's shared pair): one test stops and restarts them on their saved state.
beforeAll(
  async () => ({ chains, ctx, token, close, restartChains } = await startEvmTestContext(wallet, { ownChains: true })),
);
afterAll(() => close());

const { create, testPay } = evmLinkCalls(
  () => ctx,
  () => token,
);
/** Ids of the transfers the watcher listed in an inbox (what the job tells the merchant's live feed). */
const listedIds: string[] = [];
function tick(network: EvmNetwork, confirmations = 1, prices: PriceSource = ctx.deps.prices) {
  return watchEvmTick(ctx, network, { confirmations, prices, onUnmatched: (id) => listedIds.push(id) });
}
async function detail(id: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(token) });
  return res.json().data.payment;
}
async function inbox() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/unmatched-transfers', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    transfers: { id: string; amount: string; signature: string; reason: string | null }[];
    openCount: number;
  };
}

describe('EVM links on the embedded Anvil chains', () => {
  it('offers both networks with their chain ids and token contracts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/supported-tokens' });
    const data = res.json().data;
    expect(data.networks.ethereum).toMatchObject({ name: 'Ethereum', chainId: 1 });
    expect(data.networks.base).toMatchObject({ name: 'Base', chainId: 8453 });
    expect(data.networks.solana.chainId).toBeUndefined();
    expect(data.tokens.ethereum.find((t: { symbol: string }) => t.symbol === 'USDC').contract).toBe(
      chains.chains.ethereum.usdcAddress,
    );
  });

  it('tells the web app each network, its chain id and that it is the local chain', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.evm).toEqual({
      ethereum: { chainId: 1, explorerUrl: null, localChain: true },
      base: { chainId: 8453, explorerUrl: null, localChain: true },
    });
  });

  it('rejects a mistyped EIP-55 checksum and defaults the recipient to the merchant’s Ethereum address', async () => {
    // A known EIP-55 address with one letter's case flipped (C8 -> c8).
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: {
        label: 'x',
        amount: '1',
        network: 'ethereum',
        currency: 'USDC',
        walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79c8',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const link = await create({
      amount: '1',
      network: 'ethereum',
      currency: 'USDC',
      walletAddress: wallet.toLowerCase(),
    });
    expect(link.recipientAddress).toBe(wallet);
  });

  it('USDC on Ethereum: two same-price links get different pay amounts; the exact amount completes its link', async () => {
    const a = await create({ amount: '10', network: 'ethereum', currency: 'USDC' });
    const b = await create({ amount: '10', network: 'ethereum', currency: 'USDC' });
    for (const link of [a, b]) {
      expect(link).toMatchObject({
        network: 'ethereum',
        chainId: 1,
        recipientAddress: wallet,
        solanaPayUrl: null,
        amount: '10',
      });
      expect(link.payAmount).toMatch(/^10\.00\d{1,4}$/); // below 0.01 (trailing zeros trimmed)
      expect(link.payAmount > '10').toBe(true);
      const url = parseEip681Url(link.paymentUrl)!;
      expect(url).toMatchObject({
        kind: 'token',
        chainId: 1,
        token: chains.chains.ethereum.usdcAddress,
        recipient: wallet,
      });
      expect(parseAmount(link.payAmount, 6)).toEqual({ ok: true, value: url.amount });
    }
    expect(a.payAmount).not.toBe(b.payAmount);

    const hash = await testPay(a.id);
    const report = await tick('ethereum');
    expect(report.changed).toEqual([a.id]);
    const paid = await detail(a.id);
    expect(paid).toMatchObject({
      status: 'COMPLETED',
      overpaid: false,
      transactionSignature: hash,
      amountReceived: a.payAmount,
    });
    expect(paid.transfers).toHaveLength(1);
    expect((await detail(b.id)).status).toBe('PENDING');
    // Its amount is released (quarantined); b's is still asked for.
    const held = (await ctx.deps.db.select().from(uniqueAmounts)).filter((o) => o.releasedAt === null);
    expect(held.map((o) => o.paymentId)).toContain(b.id);
    expect(held.map((o) => o.paymentId)).not.toContain(a.id);
  });

  it('ETH on Ethereum completes', async () => {
    const link = await create({ amount: '0.5', network: 'ethereum', currency: 'ETH' });
    expect(parseEip681Url(link.paymentUrl)).toMatchObject({ kind: 'native', chainId: 1, recipient: wallet });
    expect(link.payAmount).toMatch(/^0\.500\d+$/);
    await testPay(link.id);
    await tick('ethereum');
    expect(await detail(link.id)).toMatchObject({ status: 'COMPLETED', overpaid: false, currency: 'ETH' });
  });

  it('USDC on Base completes', async () => {
    const link = await create({ amount: '25.5', network: 'base', currency: 'USDC' });
    expect(link.chainId).toBe(8453);
    await testPay(link.id);
    await tick('base');
    expect((await detail(link.id)).status).toBe('COMPLETED');
  });

  it('a wrong amount leaves the link open and lands in the inbox; assigning it counts toward the link', async () => {
    const link = await create({ amount: '7', network: 'ethereum', currency: 'USDC' });
    const hash = await testPay(link.id, '3');
    await tick('ethereum');
    expect((await detail(link.id)).status).toBe('PENDING');
    const listed = await inbox();
    const entry = listed.transfers.find((t) => t.signature === hash)!;
    expect(entry).toMatchObject({ amount: '3', reason: 'wrong_amount' });
    expect(listedIds).toContain(entry.id);
    expect(listed.openCount).toBeGreaterThan(0);
    // The links it could be assigned to: the merchant's links on that network in that token.
    const candidates = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/payments?network=ethereum&payCurrency=USDC&limit=100',
      headers: bearer(token),
    });
    const found = candidates.json().data.payments as Payment[];
    expect(found.map((p) => p.id)).toContain(link.id);
    expect(found.every((p) => p.network === 'ethereum' && p.payCurrency === 'USDC')).toBe(true);
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/payments?network=base&payCurrency=USDC&limit=100',
      headers: bearer(token),
    });
    expect((none.json().data.payments as Payment[]).map((p) => p.id)).not.toContain(link.id);

    const assign = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${entry.id}/assign`,
      headers: bearer(token),
      payload: { paymentId: link.id },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json().data.payment).toMatchObject({ status: 'PENDING', amountReceived: '3' });
    expect((await inbox()).transfers.find((t) => t.signature === hash)).toBeUndefined();
    // The customer's page: what is left of the pay amount, and no Solana URL for the rest (an EVM rest pays by its exact amount).
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    const left = (parseAmount(link.payAmount, 6) as { value: bigint }).value - 3_000_000n;
    expect(pub).toMatchObject({ amountReceived: '3', remainingSolanaPayUrl: null, remainingQrCodeData: null });
    expect(parseAmount(pub.amountRemaining, 6)).toEqual({ ok: true, value: left });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${entry.id}/assign`,
      headers: bearer(token),
      payload: { paymentId: link.id },
    });
    expect(again.statusCode).toBe(409);

    // The rest, sent by the test wallet (what is left of the pay amount), is another amount: assigned too, it completes the link.
    const rest = await testPay(link.id);
    await tick('ethereum');
    const restEntry = (await inbox()).transfers.find((t) => t.signature === rest)!;
    const done = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${restEntry.id}/assign`,
      headers: bearer(token),
      payload: { paymentId: link.id },
    });
    expect(done.json().data.payment).toMatchObject({ status: 'COMPLETED', overpaid: false });
  });

  it('the exact amount of a link that ended past its late window is listed as such', async () => {
    const link = await create({ amount: '6', network: 'ethereum', currency: 'USDC' });
    await ctx.deps.db
      .update(payments)
      .set({ status: 'EXPIRED', expiresAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(payments.id, link.id));
    const hash = await testPay(link.id);
    await tick('ethereum');
    expect((await detail(link.id)).status).toBe('EXPIRED');
    expect((await inbox()).transfers.find((t) => t.signature === hash)).toMatchObject({
      amount: link.payAmount,
      reason: 'link_ended',
    });
  });

  it('a transfer in a block replaced before the confirmation depth is forgotten', async () => {
    const link = await create({ amount: '4', network: 'ethereum', currency: 'USDC' });
    const client = chains.chains.ethereum.client;
    await testPay(link.id);
    expect((await tick('ethereum', 2)).changed).toEqual([]);
    // Replace the head block (the payment) with an empty one, then build on it past the depth.
    await client.request({ method: 'anvil_reorg' as never, params: [1, []] as never });
    await client.request({ method: 'anvil_mine' as never, params: ['0x2'] as never });
    const report = await tick('ethereum', 2);
    expect(report.changed).toEqual([]);
    expect(report.unmatched).toBe(0);
    expect((await detail(link.id)).status).toBe('PENDING');
  });

  it('dismissing hides a transfer from the open inbox', async () => {
    const link = await create({ amount: '2', network: 'base', currency: 'ETH' });
    const hash = await testPay(link.id, '0.1');
    await tick('base');
    const entry = (await inbox()).transfers.find((t) => t.signature === hash)!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/unmatched-transfers/${entry.id}/dismiss`,
      headers: bearer(token),
    });
    expect(res.json().data.transfer.status).toBe('dismissed');
    expect((await inbox()).transfers.find((t) => t.signature === hash)).toBeUndefined();
  });
  it('a restart of the chains keeps open links, their offsets and the token', async () => {
    const open = await create({ amount: '12', network: 'base', currency: 'USDC' });
    chains = await restartChains();
    const other = await create({ amount: '12', network: 'base', currency: 'USDC' });
    expect(other.payAmount).not.toBe(open.payAmount);
    await testPay(open.id);
    await tick('base');
    expect((await detail(open.id)).status).toBe('COMPLETED');
    expect((await detail(other.id)).status).toBe('PENDING');
  });
});
