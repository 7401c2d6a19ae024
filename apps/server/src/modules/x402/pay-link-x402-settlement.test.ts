import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, http, parseEther, toHex, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import type { PaymentRequired } from '@x402/core/types';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { parseAmount, type Payment } from '@paylink/shared';
import { usdcTestTokenAbi } from '@paylink/localnet';
import { watchEvmTick } from '../../test/evm-chains';
import { startX402Product } from '../../test/x402-product';
import { bearer, type TestContext } from '../../test/test-app';
import { getPayment } from '../payments/links/get-payment';
import { claimAuthorization } from './authorization-claims';
import { recoverX402Settlements, X402_RECOVERY_GRACE_MS } from './recover-x402-settlements';
import { x402Authorizations } from './schema';
import { settleAuthorization } from './settle-authorization';

const merchantWallet = privateKeyToAccount(generatePrivateKey()).address;
let env: Awaited<ReturnType<typeof startX402Product>>['env'];
let ctx: TestContext;
let baseUrl: string;
let createLink: (amount: string) => Promise<Payment>;

beforeAll(async () => {
  ({ env, ctx, baseUrl, createLink } = await startX402Product(merchantWallet));
});
afterAll(() => env.close());

const chain = () => env.chains.chains.base;
const usdcOf = (owner: Address) =>
  chain().client.readContract({
    address: chain().usdcAddress,
    abi: usdcTestTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  });

/** An agent: a fresh key holding `usdc` base units of USDC and no ETH at all. */
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
  const hash = await wallet.writeContract({
    address: chain().usdcAddress,
    abi: usdcTestTokenAbi,
    functionName: 'mint',
    args: [agent.address, usdc],
  });
  await chain().client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  // The local chain's USDC is not one of x402's known assets: the agent allows it (real USDC on Base needs no entry);
  // v1 requirements name the network plainly.
  const allowedAssets = [
    { network: 'eip155:8453' as const, asset: chain().usdcAddress },
    { network: 'base' as `${string}:${string}`, asset: chain().usdcAddress },
  ];
  const client = registerExactEvmScheme(new x402Client().setSpendControls({ allowedAssets }), { signer: agent });
  return { agent, client };
}

const units = (decimal: string) => {
  const parsed = parseAmount(decimal, 6);
  if (!parsed.ok) throw new Error(decimal);
  return parsed.value;
};
const linkUrl = (payment: Payment) => `${baseUrl}${new URL(payment.x402Url!).pathname}`;
async function detail(id: string) {
  return (
    await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(env.token) })
  ).json().data.payment;
}
async function requirementsOf(payment: Payment): Promise<PaymentRequired> {
  const res = await fetch(linkUrl(payment));
  expect(res.status).toBe(402);
  return new x402HTTPClient(new x402Client()).getPaymentRequiredResponse(
    (name) => res.headers.get(name),
    await res.json(),
  );
}

describe('a link paid over x402 by an agent with USDC and no ETH', () => {
  it('on a network counted from its safe head (Base), the settlement answers once its block is safe, not at a fixed depth', async () => {
    const net = ctx.deps.config.evm.base!;
    net.head = 'safe';
    try {
      const link = await createLink('0.35');
      const { client } = await agentWith(1_000_000n);
      const before = await usdcOf(merchantWallet);
      let answered = false;
      const paying = wrapFetchWithPayment(fetch, client)(linkUrl(link)).finally(() => (answered = true));
      // The transfer is mined (Anvil's safe head trails the latest block by 32 blocks)...
      while ((await usdcOf(merchantWallet)) < before + units(link.payAmount))
        await new Promise((resolve) => setTimeout(resolve, 20));
      const minedAt = await chain().client.getBlockNumber({ cacheTime: 0 });
      const safe = async () => (await chain().client.getBlock({ blockTag: 'safe' })).number;
      expect(await safe()).toBeLessThan(minedAt);
      // ...and the settlement waits, the link still open, until more blocks make it safe.
      await chain().client.request({ method: 'anvil_mine' as never, params: [toHex(8)] as never });
      expect(answered).toBe(false);
      expect((await detail(link.id)).status).toBe('PENDING');
      while ((await safe()) < minedAt)
        await chain().client.request({ method: 'anvil_mine' as never, params: [toHex(8)] as never });
      const res = await paying;
      expect(res.status).toBe(200);
      expect((await detail(link.id)).status).toBe('COMPLETED');
    } finally {
      net.head = 'latest';
    }
  });

  it('a settlement lost before its transaction hash was kept is found by the authorization’s use and recorded once by the recovery job', async () => {
    const link = await createLink('0.45');
    const required = await requirementsOf(link);
    const { client } = await agentWith(1_000_000n);
    const payload = await client.createPaymentPayload(required);
    const { accountId } = await getPayment(ctx.deps.db, link.id);
    const claim = async (
      key: Parameters<typeof claimAuthorization>[1],
      intent: { amount: bigint; recipient: string },
    ) =>
      (await claimAuthorization(ctx.deps.db, key, {
        ...intent,
        accountId: accountId!,
        kind: 'link',
        paymentId: link.id,
      }))
        ? link.id
        : null;
    const outcome = await settleAuthorization(ctx.deps, {
      accountId: accountId!,
      payload,
      requirements: required.accepts[0]!,
      now: new Date(),
      claim,
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    // The process died right after sending: neither the hash nor the recording was kept.
    await ctx.deps.db
      .update(x402Authorizations)
      .set({ status: 'settling', txHash: null })
      .where(eq(x402Authorizations.nonce, outcome.key.nonce));

    await watchEvmTick(ctx, 'base');
    const later = new Date(Date.now() + X402_RECOVERY_GRACE_MS + 1000);
    expect((await recoverX402Settlements(ctx.deps, later)).recorded).toEqual([link.id]);
    expect((await recoverX402Settlements(ctx.deps, later)).recorded).toEqual([]);
    const after = await detail(link.id);
    expect(after).toMatchObject({ status: 'COMPLETED', amountReceived: link.payAmount });
    expect(after.transfers).toHaveLength(1);
    expect(after.paidByX402).toEqual({ payer: outcome.key.payer, transactionHash: outcome.settlement.transaction });
  });
});
