import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, http, parseEther, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import { decodePaymentResponseHeader, encodePaymentSignatureHeader } from '@x402/core/http';
import type { PaymentRequired } from '@x402/core/types';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { parseAmount, type Payment } from '@paylink/shared';
import { usdcTestTokenAbi } from '@paylink/localnet';
import { startEvmTestContext, watchEvmTick } from '../../test/evm-chains';
import { bearer, type TestContext } from '../../test/test-app';
import { payments } from '../payments/schema';
import { fundLocalRelayer } from './fund-local-relayer';

const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
let env: Awaited<ReturnType<typeof startEvmTestContext>>;
let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  env = await startEvmTestContext(merchantWallet);
  ctx = env.ctx;
  await fundLocalRelayer(ctx.deps);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => env.close());

const chain = () => env.chains.chains.base;
const usdcOf = (owner: Address) => chain().client.readContract({ address: chain().usdcAddress, abi: usdcTestTokenAbi, functionName: 'balanceOf', args: [owner] });

/** An agent: a fresh key holding `usdc` base units of USDC and no ETH at all. */
async function agentWith(usdc: bigint) {
  const agent = privateKeyToAccount(generatePrivateKey());
  const minter = privateKeyToAccount(generatePrivateKey());
  await chain().client.request({ method: 'anvil_setBalance' as never, params: [minter.address, toHex(parseEther('1'))] as never });
  const local = { id: 8453, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain().rpcUrl] } } };
  const wallet = createWalletClient({ account: minter, chain: local, transport: http(chain().rpcUrl, { retryCount: 0 }) });
  const hash = await wallet.writeContract({ address: chain().usdcAddress, abi: usdcTestTokenAbi, functionName: 'mint', args: [agent.address, usdc] });
  await chain().client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  // The local chain's USDC is not one of x402's known assets: the agent allows it (real USDC on Base needs no entry).
  const client = registerExactEvmScheme(new x402Client().setSpendControls({ allowedAssets: [{ network: 'eip155:8453', asset: chain().usdcAddress }] }), { signer: agent });
  return { agent, client };
}

async function createLink(amount: string): Promise<Payment> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/payment-link', headers: bearer(env.token), payload: { label: 'API call', amount, network: 'base', currency: 'USDC' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const units = (decimal: string) => {
  const parsed = parseAmount(decimal, 6);
  if (!parsed.ok) throw new Error(decimal);
  return parsed.value;
};
const linkUrl = (payment: Payment) => `${baseUrl}${new URL(payment.x402Url!).pathname}`;
async function detail(id: string) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(env.token) })).json().data.payment;
}
async function requirementsOf(payment: Payment): Promise<PaymentRequired> {
  const res = await fetch(linkUrl(payment));
  expect(res.status).toBe(402);
  return new x402HTTPClient(new x402Client()).getPaymentRequiredResponse((name) => res.headers.get(name), await res.json());
}

describe('a link paid over x402 by an agent with USDC and no ETH', () => {
  it('402 with the requirements, then @x402/fetch pays it: COMPLETED, the merchant paid, the watcher counts nothing twice, a replay moves nothing', async () => {
    const link = await createLink('0.25');
    expect(link.x402Url).toBe(`http://localhost:8080/api/x402/links/${link.id}`);
    const required = await requirementsOf(link);
    expect(required.x402Version).toBe(2);
    expect(required.accepts).toEqual([
      {
        scheme: 'exact',
        network: 'eip155:8453',
        asset: chain().usdcAddress,
        amount: units(link.payAmount).toString(),
        payTo: merchantWallet,
        maxTimeoutSeconds: 300,
        extra: { name: 'USD Coin', version: '2' },
      },
    ]);

    const { agent, client } = await agentWith(1_000_000n);
    const sent: string[] = [];
    const recording: typeof fetch = (input, init) => {
      const signature = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('PAYMENT-SIGNATURE');
      if (signature) sent.push(signature);
      return fetch(input, init);
    };
    const res = await wrapFetchWithPayment(recording, client)(linkUrl(link));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { status: string; x402Url: string | null } };
    expect(body.data.status).toBe('COMPLETED');
    expect(body.data.x402Url).toBeNull();
    const settlement = decodePaymentResponseHeader(res.headers.get('PAYMENT-RESPONSE')!);
    expect(settlement).toMatchObject({ success: true, network: 'eip155:8453', payer: agent.address });
    expect(await usdcOf(merchantWallet)).toBe(units(link.payAmount));
    expect(await chain().client.getBalance({ address: agent.address })).toBe(0n);

    await watchEvmTick(ctx, 'base');
    const after = await detail(link.id);
    expect(after.status).toBe('COMPLETED');
    expect(after.transfers).toHaveLength(1);
    expect(after.amountReceived).toBe(link.payAmount);
    expect(after.paidByX402).toEqual({ payer: agent.address.toLowerCase(), transactionHash: settlement.transaction });

    // The same header again: on the paid link 410; on another link it asks another amount (402). Nothing moves.
    expect(sent).toHaveLength(1);
    const replayed = await fetch(linkUrl(link), { headers: { 'PAYMENT-SIGNATURE': sent[0]! } });
    expect(replayed.status).toBe(410);
    const other = await createLink('0.25');
    const onOther = await fetch(linkUrl(other), { headers: { 'PAYMENT-SIGNATURE': sent[0]! } });
    expect([402, 409]).toContain(onOther.status);
    expect(await usdcOf(merchantWallet)).toBe(units(link.payAmount));
    expect(await usdcOf(agent.address)).toBe(1_000_000n - units(link.payAmount));
  });

  it('refuses a payment for less and a payment to another wallet with 402 and the reason; the link stays open', async () => {
    const link = await createLink('0.1');
    const required = await requirementsOf(link);
    const { agent, client } = await agentWith(1_000_000n);
    const ask = required.accepts[0]!;
    const attempts = [
      { ...ask, amount: (BigInt(ask.amount) - 1n).toString() },
      { ...ask, payTo: privateKeyToAccount(generatePrivateKey()).address },
    ];
    for (const accepted of attempts) {
      const payload = await client.createPaymentPayload({ ...required, accepts: [accepted] });
      const res = await fetch(linkUrl(link), { headers: { 'PAYMENT-SIGNATURE': encodePaymentSignatureHeader(payload) } });
      expect(res.status).toBe(402);
      const again = new x402HTTPClient(new x402Client()).getPaymentRequiredResponse((name) => res.headers.get(name));
      expect(again.error).toMatch(/mismatch/);
    }
    expect(await usdcOf(agent.address)).toBe(1_000_000n);
    expect((await detail(link.id)).status).toBe('PENDING');
  });

  it('answers 404 for a link in another currency, and 410 once the link expired', async () => {
    const eth = await ctx.app.inject({ method: 'POST', url: '/api/payments/payment-link', headers: bearer(env.token), payload: { label: 'ETH', amount: '0.01', network: 'base', currency: 'ETH' } });
    expect(eth.json().data.payment.x402Url).toBeNull();
    expect((await fetch(`${baseUrl}/api/x402/links/${eth.json().data.payment.id}`)).status).toBe(404);
    const link = await createLink('0.2');
    await ctx.deps.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.id, link.id));
    const res = await fetch(linkUrl(link));
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ success: false, code: 'GONE' });
  });
});
