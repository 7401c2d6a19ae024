import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, getAddress, http, parseEther, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { freePort, startEvmLocalnet, usdcTestTokenAbi, type EvmLocalnet } from '@paylink/localnet';
import { parseAmount, type Payment } from '@paylink/shared';
import { bearer, createTestContext, signUp, type TestContext } from '../../test/test-app';
import { merchantAccounts } from '../accounts/schema';
import { fundLocalRelayer } from './fund-local-relayer';

// Arbitrum is not among the test runs' default chains (EVM_LOCAL_NETWORKS): this file starts its own, chain id
// 42161. Polygon and OP Mainnet are the same rows of data (their rail, their USDC), Arbitrum stands for the three.
const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
const ARBITRUM = 'eip155:42161';
let arbitrum: EvmLocalnet;
let ctx: TestContext;
let token: string;
let baseUrl: string;
beforeAll(async () => {
  arbitrum = await startEvmLocalnet({ port: await freePort(), chainId: 42161 });
  ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false' },
    undefined,
    {},
    { arbitrum: { rpcUrl: arbitrum.rpcUrl, usdcAddress: arbitrum.usdcAddress } },
  );
  const merchant = await signUp(ctx);
  token = merchant.token;
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 10, ethAddress: merchantWallet })
    .where(eq(merchantAccounts.id, merchant.accountId));
  await fundLocalRelayer(ctx.deps);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await ctx.close();
  await arbitrum.close();
});

async function link(payload: Record<string, unknown>): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'API call', network: 'arbitrum', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const x402Url = (id: string) => `${baseUrl}/api/x402/links/${id}`;
const usdcOf = (owner: `0x${string}`) =>
  arbitrum.client.readContract({
    address: arbitrum.usdcAddress,
    abi: usdcTestTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  });

/** An agent holding `usdc` base units of Arbitrum's USDC and no ETH, paying through the official @x402 client. */
async function agentWith(usdc: bigint) {
  const agent = privateKeyToAccount(generatePrivateKey());
  const minter = privateKeyToAccount(generatePrivateKey());
  await arbitrum.client.request({
    method: 'anvil_setBalance' as never,
    params: [minter.address, toHex(parseEther('1'))] as never,
  });
  const wallet = createWalletClient({
    account: minter,
    chain: {
      id: 42161,
      name: 'local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [arbitrum.rpcUrl] } },
    },
    transport: http(arbitrum.rpcUrl, { retryCount: 0 }),
  });
  const hash = await wallet.writeContract({
    address: arbitrum.usdcAddress,
    abi: usdcTestTokenAbi,
    functionName: 'mint',
    args: [agent.address, usdc],
  });
  await arbitrum.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  const allowedAssets = [{ network: ARBITRUM as `${string}:${string}`, asset: arbitrum.usdcAddress }];
  return {
    agent,
    client: registerExactEvmScheme(new x402Client().setSpendControls({ allowedAssets }), { signer: agent }),
  };
}

describe('x402 on Arbitrum (an EVM network beyond Ethereum and Base)', () => {
  it('a USDC link asks for its USDC on eip155:42161 and an agent with no ETH pays it: COMPLETED, the merchant paid', async () => {
    const paid = await link({ amount: '0.3', currency: 'USDC' });
    expect(paid.x402Url).toBe(`http://localhost:8080/api/x402/links/${paid.id}`);
    const res = await fetch(x402Url(paid.id));
    expect(res.status).toBe(402);
    const required = new x402HTTPClient(new x402Client()).getPaymentRequiredResponse(
      (name) => res.headers.get(name),
      await res.json(),
    );
    const amount = (parseAmount(paid.payAmount, 6) as { value: bigint }).value;
    expect(required.accepts).toEqual([
      {
        scheme: 'exact',
        network: ARBITRUM,
        asset: getAddress(arbitrum.usdcAddress),
        amount: amount.toString(),
        payTo: merchantWallet,
        maxTimeoutSeconds: 300,
        extra: { name: 'USD Coin', version: '2' },
      },
    ]);

    const { agent, client } = await agentWith(1_000_000n);
    const answer = await wrapFetchWithPayment(fetch, client)(x402Url(paid.id));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('COMPLETED');
    expect(decodePaymentResponseHeader(answer.headers.get('PAYMENT-RESPONSE')!)).toMatchObject({
      success: true,
      network: ARBITRUM,
      payer: agent.address,
    });
    expect(await usdcOf(merchantWallet)).toBe(amount);
    expect(await arbitrum.client.getBalance({ address: agent.address })).toBe(0n);
  });

  it('USDT has no EIP-3009 authorization: a USDT link has no x402Url and its x402 URL never answers a 402 offering it', async () => {
    // Priced in USDT, or in USD and paid in USDT.
    for (const usdt of [
      await link({ amount: '0.3', currency: 'USDT' }),
      await link({ amount: '0.3', currency: 'USD', payCurrencies: ['USDT'] }),
    ]) {
      expect(usdt).toMatchObject({ payCurrency: 'USDT', x402Url: null });
      const res = await fetch(x402Url(usdt.id));
      expect(res.status).toBe(404);
      expect(res.headers.get('PAYMENT-REQUIRED')).toBeNull();
      expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
