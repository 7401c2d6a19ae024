import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit';
import { x402Client } from '@x402/core/client';
import { HTTPFacilitatorClient } from '@x402/core/http';
import { paymentMiddleware, x402ResourceServer } from '@x402/express';
import { wrapFetchWithPayment } from '@x402/fetch';
import { SOLANA_DEVNET_CAIP2 } from '@x402/svm';
import { ExactSvmScheme as ExactSvmClientScheme } from '@x402/svm/exact/client';
import { ExactSvmScheme } from '@x402/svm/exact/server';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import { merchantAccounts } from '../modules/accounts/schema';
import { associatedTokenAccount } from '../modules/chains/solana/build-transfer-transaction';
import { fundLocalSponsor } from '../modules/transaction-requests/fund-local-sponsor';
import { startChainTestContext, watchTick } from '../test/local-chain';
import { bearer, signUpWithCredits, type TestContext } from '../test/test-app';

// Paylink as the x402 facilitator of a merchant's Express API paid on Solana (the local chain, named devnet):
// @x402/express with Paylink's HTTPFacilitatorClient, an agent paying with @x402/fetch and @x402/svm's client.

const PRICE = 10_000n; // 0.01 USDC
let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let paylinkUrl: string;
let merchant: { token: string; accountId: string };
let merchantWallet: string;
let apiKey: string;
const servers: Server[] = [];

beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext());
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  paylinkUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  await fundLocalSponsor(ctx.deps);
  merchant = await signUpWithCredits(ctx, 10);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, merchant.accountId));
  merchantWallet = (await generateKeyPairSigner()).address;
  await requestTokenAirdrop({ rpcUrl: chain.rpcUrl, mint: LOCAL_USDC_MINT, owner: merchantWallet, amount: 0n });
  // The wallet becomes the merchant's saved one the way every wallet does: through the merchant's first link to it.
  const claim = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(merchant.token),
    payload: { label: 'Claim', amount: '1', network: 'solana', currency: 'USDC', walletAddress: merchantWallet },
  });
  expect(claim.statusCode, claim.body).toBe(201);
  apiKey = (
    await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(merchant.token) })
  ).json().data.apiKey;
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await close();
});

const usdcOf = async (owner: string) => {
  const rpc = createSolanaRpc(chain.rpcUrl);
  const { value } = await rpc
    .getTokenAccountBalance(await associatedTokenAccount(address(owner), address(LOCAL_USDC_MINT)))
    .send();
  return BigInt(value.amount);
};

/** The merchant's own API: one route guarded by @x402/express, Paylink as its facilitator (by API key). */
async function merchantApi(payTo: string): Promise<string> {
  const auth = { Authorization: `Bearer ${apiKey}` };
  const facilitator = new HTTPFacilitatorClient({
    url: `${paylinkUrl}/api/x402`,
    createAuthHeaders: async () => ({ verify: auth, settle: auth, supported: auth }),
  });
  const server = new x402ResourceServer(facilitator).register(SOLANA_DEVNET_CAIP2, new ExactSvmScheme());
  const app = express();
  const price = { asset: LOCAL_USDC_MINT, amount: PRICE.toString() };
  app.use(
    paymentMiddleware(
      {
        'GET /quote': {
          accepts: { scheme: 'exact', network: SOLANA_DEVNET_CAIP2, payTo, price },
          description: 'Stock quote',
        },
      },
      server,
    ),
  );
  app.get('/quote', (_req, res) => res.json({ quote: 42 }));
  const listening = app.listen(0, '127.0.0.1');
  servers.push(listening);
  await new Promise((resolve) => listening.once('listening', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

describe('Paylink as the x402 facilitator of a merchant’s Express API, on Solana', () => {
  it('lists Solana with the sponsor as fee payer; an agent with no SOL pays the route: USDC in the merchant’s wallet, the payment in the list, counted once', async () => {
    const supported = (await (
      await fetch(`${paylinkUrl}/api/x402/supported`, { headers: { authorization: `Bearer ${apiKey}` } })
    ).json()) as { kinds: { network: string; extra?: unknown }[] };
    const sponsor = (await ctx.deps.sponsor())!.address;
    expect(supported.kinds).toContainEqual({
      x402Version: 2,
      scheme: 'exact',
      network: SOLANA_DEVNET_CAIP2,
      extra: { feePayer: sponsor },
    });

    const api = await merchantApi(merchantWallet);
    const agent = await generateKeyPairSigner();
    await requestTokenAirdrop({ rpcUrl: chain.rpcUrl, mint: LOCAL_USDC_MINT, owner: agent.address, amount: 100_000n });
    const client = new x402Client()
      .setSpendControls({ allowedAssets: [{ network: SOLANA_DEVNET_CAIP2, asset: LOCAL_USDC_MINT }] })
      .register('solana:*', new ExactSvmClientScheme(agent, { rpcUrl: chain.rpcUrl }));
    const res = await wrapFetchWithPayment(fetch, client)(`${api}/quote`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ quote: 42 });
    expect(await usdcOf(merchantWallet)).toBe(PRICE);
    expect(await usdcOf(agent.address)).toBe(100_000n - PRICE);

    const list = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': apiKey } })).json()
        .data.payments;
    const paid = (await list()).find((p: { label: string }) => p.label === 'Stock quote');
    expect(paid).toMatchObject({
      status: 'COMPLETED',
      amount: '0.01',
      currency: 'USDC',
      network: 'solana',
      payerAddress: agent.address,
      metadata: { source: 'x402', resource: `${api}/quote` },
    });
    await watchTick(ctx);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${paid.id}`, headers: bearer(merchant.token) })
    ).json().data.payment;
    expect(detail).toMatchObject({ status: 'COMPLETED', amountReceived: '0.01' });
    expect(detail.transfers).toHaveLength(1);
    const inbox = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/unmatched-transfers', headers: bearer(merchant.token) })
    ).json();
    expect(JSON.stringify(inbox)).not.toContain(detail.transfers[0].txId ?? detail.transactionSignature);
  });
});
