import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createWalletClient, http, parseEther, toHex, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { usdcTestTokenAbi } from '@paylink/localnet';
import { merchantAccounts } from '../../accounts/schema';
import { startEvmTestContext } from '../../../test/evm-chains';
import { bearer } from '../../../test/test-app';
import { payouts } from '../../payouts/schema';
import { watchPayouts } from '../../payouts/watch-payouts';

// A Base payout paid outside any batch (the merchant's wallet sends the same amount of the same token to the same
// address itself) is matched by the watcher, as on Solana and Bitcoin: one transfer pays one payout, once.
const merchantKey = privateKeyToAccount(generatePrivateKey());
let env: Awaited<ReturnType<typeof startEvmTestContext>>;
beforeAll(async () => {
  env = await startEvmTestContext(merchantKey.address);
  await env.ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.ethAddress, merchantKey.address));
});
afterAll(() => env.close());

const chain = () => env.chains.chains.base;
const wallet = () =>
  createWalletClient({
    account: merchantKey,
    chain: {
      id: chain().chainId,
      name: 'local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain().rpcUrl] } },
    },
    transport: http(chain().rpcUrl, { retryCount: 0 }),
  });
const mined = (hash: Hex) => chain().client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
const watch = () =>
  watchPayouts(
    env.ctx.deps,
    {
      solanaRpc: env.ctx.deps.solanaRpc,
      commitment: 'confirmed',
      evm: env.ctx.deps.evm,
      evmConfig: env.ctx.deps.config.evm,
    },
    new Date(),
  );
const create = async (address: string, amount: string, currency: string) => {
  const res = await env.ctx.app.inject({
    method: 'POST',
    url: '/api/payouts',
    headers: bearer(env.token),
    payload: { name: 'Ada', network: 'base', address, amount, currency },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payout.id as string;
};
const statusOf = async (id: string) => (await env.ctx.deps.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;

describe('a Base payout paid outside its batch', () => {
  it('a plain USDC transfer of the same amount to the same address pays one READY payout, once; another amount none', async () => {
    await chain().client.request({
      method: 'anvil_setBalance' as never,
      params: [merchantKey.address, toHex(parseEther('10'))] as never,
    });
    const usdc = { address: chain().usdcAddress as Address, abi: usdcTestTokenAbi } as const;
    await mined(
      await wallet().writeContract({ ...usdc, functionName: 'mint', args: [merchantKey.address, 50_000_000n] }),
    );
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const [first, second, other] = [
      await create(recipient, '12.5', 'USDC'),
      await create(recipient, '12.5', 'USDC'),
      await create(recipient, '3', 'USDC'),
    ];
    const sent = await mined(
      await wallet().writeContract({ ...usdc, functionName: 'transfer', args: [recipient, 12_500_000n] }),
    );
    await mined(await wallet().writeContract({ ...usdc, functionName: 'transfer', args: [recipient, 2_000_000n] }));

    expect((await watch()).paid).toHaveLength(1);
    const rows = await Promise.all([first, second, other].map(statusOf));
    expect(rows.filter((r) => r.status === 'PAID').map((r) => r.txId)).toEqual([sent.transactionHash]);
    expect(rows.filter((r) => r.status === 'READY')).toHaveLength(2);
    // Watched again: the same transfer never pays the second payout of the same amount.
    expect((await watch()).paid).toEqual([]);
    expect((await statusOf(other)).status).toBe('READY');
  });

  it('a plain ETH transfer pays its payout too', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const id = await create(recipient, '0.3', 'ETH');
    const sent = await mined(await wallet().sendTransaction({ to: recipient, value: parseEther('0.3') }));
    expect((await watch()).paid).toEqual([id]);
    expect(await statusOf(id)).toMatchObject({ status: 'PAID', txId: sent.transactionHash });
  });

  it('offline, the batch test wallet pays each payout by its EIP-681 request: matched outside the batch contract, PAID', async () => {
    const ids = [
      await create(privateKeyToAccount(generatePrivateKey()).address, '0.2', 'ETH'),
      await create(privateKeyToAccount(generatePrivateKey()).address, '1.5', 'USDC'),
    ];
    const batch = await env.ctx.app.inject({
      method: 'POST',
      url: '/api/payouts/batches',
      headers: bearer(env.token),
      payload: { network: 'base', payoutIds: ids },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const paid = await env.ctx.app.inject({
      method: 'POST',
      url: `/api/payouts/batches/${batch.json().data.batch.id}/test-pay`,
      headers: bearer(env.token),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await watch()).paid.sort()).toEqual([...ids].sort());
    expect((await Promise.all(ids.map(statusOf))).map((r) => r.status)).toEqual(['PAID', 'PAID']);
  });
});
