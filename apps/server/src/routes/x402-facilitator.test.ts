// @module-tag smoke
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, http, parseEther, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { x402Client } from '@x402/core/client';
import { HTTPFacilitatorClient } from '@x402/core/http';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { ExactEvmScheme } from '@x402/evm/exact/server';
import { paymentMiddleware, x402ResourceServer } from '@x402/express';
import { wrapFetchWithPayment } from '@x402/fetch';
import { usdcTestTokenAbi } from '@paylink/localnet';
import { merchantAccounts } from '../modules/accounts/schema';
import { deliverDueWebhooks } from '../modules/webhooks/deliver-due-webhooks';
import { enqueueWebhookEvents } from '../modules/webhooks/enqueue-webhook-events';
import { startEvmTestContext } from '../test/evm-chains';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';
import { bearer, signUp, type TestContext } from '../test/test-app';
import { fundLocalRelayer } from '../modules/x402/fund-local-relayer';

const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
const PRICE = 10_000n; // 0.01 USDC
let env: Awaited<ReturnType<typeof startEvmTestContext>>;
let ctx: TestContext;
let paylinkUrl: string;
let apiKey: string;
let merchantId: string;
let receiver: WebhookReceiver;
const servers: Server[] = [];

beforeAll(async () => {
  env = await startEvmTestContext(merchantWallet);
  ctx = env.ctx;
  await fundLocalRelayer(ctx.deps);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  paylinkUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  merchantId = (
    await ctx.deps.db
      .select({ id: merchantAccounts.id })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.ethAddress, merchantWallet))
  )[0]!.id;
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, merchantId));
  // The wallet becomes the merchant's saved one the way every wallet does: through the merchant's first link to it.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(env.token),
    payload: { label: 'Claim', amount: '1', network: 'base', currency: 'USDC' },
  });
  apiKey = (
    await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(env.token) })
  ).json().data.apiKey;
  receiver = await startWebhookReceiver();
  // The receiver listens on plain http on this machine (a test stand-in for the merchant's https endpoint).
  ctx.deps.config.allowInsecureWebhooks = true;
  const set = await ctx.app.inject({
    method: 'PUT',
    url: '/api/webhooks/endpoint',
    headers: bearer(env.token),
    payload: { url: receiver.url },
  });
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await receiver.close();
  await env.close();
});

const chain = () => env.chains.chains.base;
const usdcOf = (owner: Address) =>
  chain().client.readContract({
    address: chain().usdcAddress,
    abi: usdcTestTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  });

/** The merchant's own API: one route guarded by @x402/express, Paylink as its facilitator (by API key). */
async function merchantApi(payTo: Address, key: string | null): Promise<string> {
  const facilitator = new HTTPFacilitatorClient({
    url: `${paylinkUrl}/api/x402`,
    ...(key
      ? {
          createAuthHeaders: async () => ({
            verify: { Authorization: `Bearer ${key}` },
            settle: { Authorization: `Bearer ${key}` },
            supported: { Authorization: `Bearer ${key}` },
          }),
        }
      : {}),
  });
  const server = new x402ResourceServer(facilitator).register('eip155:8453', new ExactEvmScheme());
  const price = { asset: chain().usdcAddress, amount: PRICE.toString(), extra: { name: 'USD Coin', version: '2' } };
  const app = express();
  app.use(
    paymentMiddleware(
      {
        'GET /weather': {
          accepts: { scheme: 'exact', network: 'eip155:8453', payTo, price },
          description: 'Weather report',
        },
      },
      server,
    ),
  );
  app.get('/weather', (_req, res) => res.json({ weather: 'sunny' }));
  const listening = app.listen(0, '127.0.0.1');
  servers.push(listening);
  await new Promise((resolve) => listening.once('listening', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

async function agentWith(usdc: bigint) {
  const agent = privateKeyToAccount(generatePrivateKey());
  const minter = privateKeyToAccount(generatePrivateKey());
  await chain().client.request({
    method: 'anvil_setBalance' as never,
    params: [minter.address, toHex(parseEther('1'))] as never,
  });
  const local = {
    id: 8453,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain().rpcUrl] } },
  };
  const wallet = createWalletClient({
    account: minter,
    chain: local,
    transport: http(chain().rpcUrl, { retryCount: 0 }),
  });
  await chain().client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: chain().usdcAddress,
      abi: usdcTestTokenAbi,
      functionName: 'mint',
      args: [agent.address, usdc],
    }),
    pollingInterval: 50,
  });
  const client = registerExactEvmScheme(
    new x402Client().setSpendControls({ allowedAssets: [{ network: 'eip155:8453', asset: chain().usdcAddress }] }),
    { signer: agent },
  );
  return { agent, pay: wrapFetchWithPayment(fetch, client) };
}

describe('Paylink as the x402 facilitator of a merchant’s Express API', () => {
  it('an agent pays the route: the USDC reaches the merchant’s wallet, the payment is in the list with a payment.completed webhook, one credit', async () => {
    const api = await merchantApi(merchantWallet, apiKey);
    const { agent, pay } = await agentWith(100_000n);
    const credits = async () =>
      (
        await ctx.deps.db
          .select({ credits: merchantAccounts.transactionCredits })
          .from(merchantAccounts)
          .where(eq(merchantAccounts.id, merchantId))
      )[0]!.credits;
    const creditsBefore = await credits();
    const before = await usdcOf(merchantWallet);
    const res = await pay(`${api}/weather`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ weather: 'sunny' });
    expect(await usdcOf(merchantWallet)).toBe(before + PRICE);
    expect(await chain().client.getBalance({ address: agent.address })).toBe(0n);

    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': apiKey } })
    ).json().data.payments;
    const paid = list.find((p: { label: string }) => p.label === 'Weather report');
    expect(paid).toMatchObject({
      status: 'COMPLETED',
      amount: '0.01',
      currency: 'USDC',
      network: 'base',
      payerAddress: agent.address,
      metadata: { source: 'x402', resource: `${api}/weather` },
    });
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${paid.id}`, headers: bearer(env.token) })
    ).json().data.payment;
    expect(detail.paidByX402.payer).toBe(agent.address.toLowerCase());
    // One credit for the recorded payment, one for the list call.
    expect(creditsBefore - (await credits())).toBe(2);

    const completed = () =>
      receiver.received.some((r) => {
        const event = JSON.parse(r.rawBody) as { type: string; data: { payment: { id: string } } };
        return event.type === 'payment.completed' && event.data.payment.id === paid.id;
      });
    // One delivery per endpoint and round (in event order): a few rounds reach the completion.
    for (let round = 0; round < 5 && !completed(); round++) {
      await enqueueWebhookEvents(ctx.deps.db, new Date());
      await deliverDueWebhooks(ctx.deps, { now: () => new Date(), timeoutMs: 2000, concurrency: 10 });
    }
    expect(completed()).toBe(true);
  });

  it('without the API key the facilitator answers 401, and the agent is never charged', async () => {
    expect((await fetch(`${paylinkUrl}/api/x402/supported`)).status).toBe(401);
    // A well-formed request without the key: 401 (malformed input is a 400 first, as on every route).
    const wellFormed = {
      x402Version: 2,
      paymentPayload: { x402Version: 2, payload: {} },
      paymentRequirements: {
        scheme: 'exact',
        network: 'eip155:8453',
        payTo: '0x0000000000000000000000000000000000000001',
        asset: '0x0000000000000000000000000000000000000002',
      },
    };
    for (const route of ['verify', 'settle']) {
      const answer = await fetch(`${paylinkUrl}/api/x402/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(wellFormed),
      });
      expect(answer.status).toBe(401);
    }
    const supported = await fetch(`${paylinkUrl}/api/x402/supported`, {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(((await supported.json()) as { kinds: unknown[] }).kinds).toContainEqual({
      x402Version: 2,
      scheme: 'exact',
      network: 'eip155:8453',
    });
  });

  it('refuses to settle into a wallet the key’s owner has not saved (nor another merchant’s)', async () => {
    const other = await signUp(ctx);
    const otherWallet = privateKeyToAccount(generatePrivateKey()).address;
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 10, ethAddress: otherWallet })
      .where(eq(merchantAccounts.id, other.accountId));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(other.token),
      payload: { label: 'Claim', amount: '1', network: 'base', currency: 'USDC' },
    });
    for (const payTo of [privateKeyToAccount(generatePrivateKey()).address, otherWallet]) {
      const api = await merchantApi(payTo, apiKey);
      const { agent, pay } = await agentWith(100_000n);
      const res = await pay(`${api}/weather`);
      expect(res.status).toBe(402);
      expect(await usdcOf(agent.address)).toBe(100_000n);
    }
  });

  it('a replayed settlement moves nothing', async () => {
    const api = await merchantApi(merchantWallet, apiKey);
    const { agent } = await agentWith(100_000n);
    const client = registerExactEvmScheme(
      new x402Client().setSpendControls({ allowedAssets: [{ network: 'eip155:8453', asset: chain().usdcAddress }] }),
      { signer: agent },
    );
    const unpaid = await fetch(`${api}/weather`);
    const { x402HTTPClient } = await import('@x402/core/client');
    const httpClient = new x402HTTPClient(client);
    const required = httpClient.getPaymentRequiredResponse((name) => unpaid.headers.get(name));
    const payload = await client.createPaymentPayload(required);
    const body = JSON.stringify({ x402Version: 2, paymentPayload: payload, paymentRequirements: payload.accepted });
    const settle = () =>
      fetch(`${paylinkUrl}/api/x402/settle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body,
      }).then((r) => r.json() as Promise<{ success: boolean }>);
    expect(await settle()).toMatchObject({ success: true });
    const balance = await usdcOf(merchantWallet);
    const again = await settle();
    expect(again.success).toBe(false);
    expect(await usdcOf(merchantWallet)).toBe(balance);
    expect(await usdcOf(agent.address)).toBe(100_000n - PRICE);
  });
});
