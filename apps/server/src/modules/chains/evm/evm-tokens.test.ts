import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort, payEip681Request, startEvmLocalnet, type EvmLocalnet } from '@paylink/localnet';
import {
  EVM_NETWORK_INFO,
  parseEip681Url,
  type EvmNetwork,
  type Payment,
  type PaymentDetail,
  type Refund,
} from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { watchRefunds } from '../../refunds/watch-refunds';
import { startEvmTestContext, watchEvmTick } from '../../../test/evm-chains';
import { bearer, createTestContext, signUp, type TestContext } from '../../../test/test-app';

/** USDT, EURC and PYUSD on the local Anvil chains, at the contracts each network lists: links, payments and refunds. */
const merchantKey = generatePrivateKey();
const wallet = privateKeyToAccount(merchantKey).address;
let t: Awaited<ReturnType<typeof startEvmTestContext>>;
beforeAll(async () => void (t = await startEvmTestContext(wallet)));
afterAll(() => t.close());

const contractOf = (network: EvmNetwork, symbol: string) =>
  EVM_NETWORK_INFO[network].tokens.find((token) => token.symbol === symbol)!.contract;
const detail = async (ctx: TestContext, token: string, id: string): Promise<PaymentDetail> =>
  (await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(token) })).json().data
    .payment;

async function tokenLink(
  ctx: TestContext,
  token: string,
  network: string,
  currency: string,
  amount = '25',
): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: `${currency} order`, amount, network, currency },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

describe('the listed tokens on Ethereum and Base', () => {
  it.each([
    ['ethereum', 'USDT'],
    ['ethereum', 'EURC'],
    ['ethereum', 'PYUSD'],
    ['base', 'USDT'],
    ['base', 'EURC'],
  ] as const)(
    '%s %s: supported, asked for at its contract by EIP-681, paid by the test wallet, completed',
    async (network, symbol) => {
      const supported = (await t.ctx.app.inject({ method: 'GET', url: '/api/payments/supported-tokens' })).json().data
        .tokens[network];
      expect(supported).toContainEqual({
        symbol,
        name: expect.any(String),
        decimals: 6,
        contract: contractOf(network, symbol),
      });
      const link = await tokenLink(t.ctx, t.token, network, symbol);
      expect(parseEip681Url(link.paymentUrl)).toMatchObject({
        kind: 'token',
        chainId: EVM_NETWORK_INFO[network].chainId,
        token: contractOf(network, symbol),
        recipient: wallet,
      });
      const paid = await payEip681Request({ rpcUrl: t.chains.chains[network].rpcUrl, url: link.paymentUrl });
      expect(paid.success).toBe(true);
      await watchEvmTick(t.ctx, network, { confirmations: 1 });
      expect(await detail(t.ctx, t.token, link.id)).toMatchObject({
        status: 'COMPLETED',
        payCurrency: symbol,
        amountReceived: link.payAmount,
      });
    },
  );

  it('a token the network does not list is refused with the list (PYUSD on Base)', async () => {
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(t.token),
      payload: { label: 'x', amount: '5', network: 'base', currency: 'PYUSD' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it("a USDT overpayment is refunded by the merchant wallet's USDT transfer (which returns no bool), found by its log", async () => {
    const link = await tokenLink(t.ctx, t.token, 'ethereum', 'USDT', '3');
    const rpcUrl = t.chains.chains.ethereum.rpcUrl;
    await payEip681Request({ rpcUrl, url: link.paymentUrl });
    const twice = await payEip681Request({ rpcUrl, url: link.paymentUrl });
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1 });
    const excess = (await detail(t.ctx, t.token, link.id)).transfers.find((tr) => tr.outcome === 'excess')!;
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/payments/payments/${link.id}/refunds`,
      headers: bearer(t.token),
      payload: { transferId: excess.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const refund: Refund = res.json().data.refund;
    expect(refund).toMatchObject({ network: 'ethereum', currency: 'USDT', amount: link.payAmount, to: twice.payer });
    expect(parseEip681Url(refund.paymentUrl)).toMatchObject({
      kind: 'token',
      chainId: 1,
      token: contractOf('ethereum', 'USDT'),
      recipient: twice.payer,
    });
    const sent = await payEip681Request({ rpcUrl, url: refund.paymentUrl, privateKey: merchantKey });
    const { ctx } = t;
    await watchRefunds(
      ctx.deps.db,
      { solanaRpc: ctx.deps.solanaRpc, commitment: 'confirmed', evm: ctx.deps.evm, evmConfig: ctx.deps.config.evm },
      new Date(),
    );
    const after = await detail(ctx, t.token, link.id);
    expect(after).toMatchObject({ needsRefund: false, amountRefunded: link.payAmount });
    expect(after.refunds[0]).toMatchObject({ id: refund.id, status: 'COMPLETED', signature: sent.hash });
  });
});

// Polygon is not among the test runs' default chains (EVM_LOCAL_NETWORKS): this file starts its own, with chain id 137.
describe('Polygon on its own local chain', () => {
  let polygon: EvmLocalnet;
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    polygon = await startEvmLocalnet({ port: await freePort(), chainId: 137 });
    ctx = await createTestContext(
      { REQUIRE_EMAIL_VERIFICATION: 'false' },
      undefined,
      {},
      { polygon: { rpcUrl: polygon.rpcUrl, usdcAddress: polygon.usdcAddress } },
    );
    const merchant = await signUp(ctx);
    token = merchant.token;
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 10, ethAddress: wallet })
      .where(eq(merchantAccounts.id, merchant.accountId));
  });
  afterAll(async () => {
    await ctx.close();
    await polygon.close();
  });

  it('its gas coin is POL, and POL, USDC and USDT links are paid on it', async () => {
    const tokens = (await ctx.app.inject({ method: 'GET', url: '/api/payments/supported-tokens' })).json().data.tokens
      .polygon;
    expect(tokens.map((tk: { symbol: string }) => tk.symbol)).toEqual(['POL', 'USDC', 'USDT']);
    const links = [
      await tokenLink(ctx, token, 'polygon', 'POL', '0.5'),
      await tokenLink(ctx, token, 'polygon', 'USDC'),
      await tokenLink(ctx, token, 'polygon', 'USDT'),
    ];
    expect(parseEip681Url(links[0]!.paymentUrl)).toMatchObject({ kind: 'native', chainId: 137, recipient: wallet });
    for (const link of links)
      expect((await payEip681Request({ rpcUrl: polygon.rpcUrl, url: link.paymentUrl })).success).toBe(true);
    await watchEvmTick(ctx, 'polygon', { confirmations: 1 });
    for (const link of links)
      expect(await detail(ctx, token, link.id)).toMatchObject({
        status: 'COMPLETED',
        payCurrency: link.payCurrency,
        network: 'polygon',
      });
  });
});
