import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createWalletClient, erc20Abi, http, parseEther, toHex, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { LOCAL_PAYOUT_BATCH_ADDRESS, payoutBatchAbi, usdcTestTokenAbi } from '@paylink/localnet';
import { merchantAccounts } from '../../accounts/schema';
import { startEvmTestContext } from '../../../test/evm-chains';
import { bearer } from '../../../test/test-app';
import { payoutEvents, payouts } from '../../payouts/schema';
import { watchPayouts } from '../../payouts/watch-payouts';

// Issue 52: an EVM batch is one call of Paylink's batch contract that the merchant's wallet makes after approving
// it; the contract moves only the caller's tokens. Played on the local Base chain (Anvil).
const merchantKey = privateKeyToAccount(generatePrivateKey());
let env: Awaited<ReturnType<typeof startEvmTestContext>>;
beforeAll(async () => {
  env = await startEvmTestContext(merchantKey.address);
  const [m] = await env.ctx.deps.db
    .select()
    .from(merchantAccounts)
    .where(eq(merchantAccounts.ethAddress, merchantKey.address));
  await env.ctx.deps.db
    .update(merchantAccounts)
    .set({ subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m!.id));
});
afterAll(() => env.close());

const chain = () => env.chains.chains.base;
const local = () => ({
  id: chain().chainId,
  name: 'local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [chain().rpcUrl] } },
});
const walletOf = (account: PrivateKeyAccount) =>
  createWalletClient({ account, chain: local(), transport: http(chain().rpcUrl, { retryCount: 0 }) });
const usdcOf = (owner: Address) =>
  chain().client.readContract({
    address: chain().usdcAddress as Address,
    abi: usdcTestTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  });
const mined = (hash: Hex) => chain().client.waitForTransactionReceipt({ hash, pollingInterval: 50 });

/** A wallet with 10 ETH and `usdc` base units of USDC. */
async function funded(account: PrivateKeyAccount, usdc: bigint) {
  await chain().client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, toHex(parseEther('10'))] as never,
  });
  if (usdc > 0n)
    await mined(
      await walletOf(account).writeContract({
        address: chain().usdcAddress as Address,
        abi: usdcTestTokenAbi,
        functionName: 'mint',
        args: [account.address, usdc],
      }),
    );
  return walletOf(account);
}
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  env.ctx.app.inject({
    method,
    url: `/api/payouts${url}`,
    headers: bearer(env.token),
    ...(payload ? { payload } : {}),
  });
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
const fresh = () => privateKeyToAccount(generatePrivateKey()).address;

describe('an EVM payout batch (Base, local chain)', () => {
  it('ETH and USDC to four recipients: approve, one call with the ETH as its value, each payout PAID from the contract’s events', async () => {
    const wallet = await funded(merchantKey, 100_000_000n);
    const to = [fresh(), fresh(), fresh(), fresh()];
    const bodies = [
      { amount: '0.5', currency: 'ETH' },
      { amount: '0.25', currency: 'ETH' },
      { amount: '12.5', currency: 'USDC' },
      { amount: '7', currency: 'USDC' },
    ];
    const ids: string[] = [];
    for (const [i, body] of bodies.entries()) {
      const res = await call('POST', '', { name: `R${i}`, network: 'base', address: to[i]!.toLowerCase(), ...body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.payout.address).toBe(to[i]);
      ids.push(res.json().data.payout.id);
    }
    const created = await call('POST', '/batches', { network: 'base', payoutIds: ids });
    expect(created.statusCode, created.body).toBe(201);
    const { signing } = created.json().data.batch;
    expect(signing).toMatchObject({
      kind: 'evm-contract',
      chainId: chain().chainId,
      contract: LOCAL_PAYOUT_BATCH_ADDRESS,
      value: parseEther('0.75').toString(),
    });
    expect(signing.approvals).toEqual([{ token: chain().usdcAddress, amount: '19500000' }]);
    expect(signing.fallback).toHaveLength(4);
    expect(signing.fallback[0]).toMatch(/^ethereum:/);

    await mined(
      await wallet.writeContract({
        address: chain().usdcAddress as Address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [signing.contract, 19_500_000n],
      }),
    );
    await mined(
      await wallet.sendTransaction({ to: signing.contract, data: signing.data, value: BigInt(signing.value) }),
    );

    expect(
      (await chain().client.getBalance({ address: to[0]! })) + (await chain().client.getBalance({ address: to[1]! })),
    ).toBe(parseEther('0.75'));
    expect(await usdcOf(to[2]!)).toBe(12_500_000n);
    expect((await watch()).paid.sort()).toEqual([...ids].sort());
    const rows = await Promise.all(
      ids.map(async (id) => (await env.ctx.deps.db.select().from(payouts).where(eq(payouts.id, id)))[0]!),
    );
    expect(rows.map((r) => r.status)).toEqual(['PAID', 'PAID', 'PAID', 'PAID']);
    expect((await call('GET', `/batches/${created.json().data.batch.id}`)).json().data.batch).toMatchObject({
      remaining: 0,
      signing: null,
    });
  });
});

describe('an EVM payout batch whose call reverted', () => {
  it('the watcher fails its payouts (payout.failed); the retry that lands pays them', async () => {
    const wallet = await funded(merchantKey, 0n);
    const res = await call('POST', '', {
      name: 'R',
      network: 'base',
      address: fresh(),
      amount: '0.1',
      currency: 'ETH',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().data.payout.id;
    const created = await call('POST', '/batches', { network: 'base', payoutIds: [id] });
    expect(created.statusCode, created.body).toBe(201);
    const { signing } = created.json().data.batch;
    const status = async () => (await env.ctx.deps.db.select().from(payouts).where(eq(payouts.id, id)))[0]!.status;

    // Less ETH than the batch pays: the contract reverts (the gas is given, so the wallet sends it anyway).
    const reverted = await mined(
      await wallet.sendTransaction({ to: signing.contract, data: signing.data, value: 1n, gas: 300_000n }),
    );
    expect(reverted.status).toBe('reverted');
    const report = await watch();
    expect(report.failedOnChain).toEqual([id]);
    expect(report.paid).toEqual([]);
    expect(await status()).toBe('FAILED');
    const events = await env.ctx.deps.db.select().from(payoutEvents).where(eq(payoutEvents.payoutId, id));
    expect(events.map((e) => e.type)).toEqual(['payout.failed']);
    expect((await watch()).failedOnChain).toEqual([]);

    await mined(
      await wallet.sendTransaction({ to: signing.contract, data: signing.data, value: BigInt(signing.value) }),
    );
    expect((await watch()).paid).toEqual([id]);
    expect(await status()).toBe('PAID');
  });
});

describe('the batch builder’s wallet balance (Base)', () => {
  it('reads the saved wallet’s ETH and USDC from the chain', async () => {
    const merchantWallet = privateKeyToAccount(generatePrivateKey());
    await funded(merchantWallet, 7_500_000n);
    // Minting cost it gas: its ETH set again to a round figure.
    await chain().client.request({
      method: 'anvil_setBalance' as never,
      params: [merchantWallet.address, toHex(parseEther('2.5'))] as never,
    });
    await env.ctx.deps.db
      .update(merchantAccounts)
      .set({ ethAddress: merchantWallet.address })
      .where(eq(merchantAccounts.ethAddress, merchantKey.address));
    const read = await call('GET', '/wallet-balance?network=base');
    await env.ctx.deps.db
      .update(merchantAccounts)
      .set({ ethAddress: merchantKey.address })
      .where(eq(merchantAccounts.ethAddress, merchantWallet.address));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.wallet).toMatchObject({
      network: 'base',
      address: merchantWallet.address,
      balances: expect.arrayContaining([
        { currency: 'ETH', amount: '2.5' },
        { currency: 'USDC', amount: '7.5' },
      ]),
    });
  });
});

describe('the batch contract, as the attacker', () => {
  it('cannot move the tokens of a wallet that approved it: transferFrom only ever takes from the caller', async () => {
    const victim = privateKeyToAccount(generatePrivateKey());
    const victimWallet = await funded(victim, 50_000_000n);
    await mined(
      await victimWallet.writeContract({
        address: chain().usdcAddress as Address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [LOCAL_PAYOUT_BATCH_ADDRESS, 2n ** 255n],
      }),
    );
    const attacker = privateKeyToAccount(generatePrivateKey());
    const attackerWallet = await funded(attacker, 0n);

    await expect(
      attackerWallet.writeContract({
        address: LOCAL_PAYOUT_BATCH_ADDRESS,
        abi: payoutBatchAbi,
        functionName: 'pay',
        args: [[chain().usdcAddress as Address], [attacker.address], [50_000_000n]],
      }),
    ).rejects.toThrow(/token transfer failed|reverted/);
    expect(await usdcOf(victim.address)).toBe(50_000_000n);
    expect(await usdcOf(attacker.address)).toBe(0n);
  });

  it('cannot take native coin it did not send, nor send less than the native payouts add up to', async () => {
    const attacker = privateKeyToAccount(generatePrivateKey());
    const wallet = await funded(attacker, 0n);
    const zero = '0x0000000000000000000000000000000000000000' as Address;
    await expect(
      wallet.writeContract({
        address: LOCAL_PAYOUT_BATCH_ADDRESS,
        abi: payoutBatchAbi,
        functionName: 'pay',
        args: [
          [zero, zero],
          [attacker.address, attacker.address],
          [parseEther('1'), parseEther('1')],
        ],
        value: parseEther('1'),
      }),
    ).rejects.toThrow(/reverted|failed|differs/);
    await expect(
      wallet.writeContract({
        address: LOCAL_PAYOUT_BATCH_ADDRESS,
        abi: payoutBatchAbi,
        functionName: 'pay',
        args: [[zero], [fresh()], [parseEther('1')]],
        value: parseEther('2'),
      }),
    ).rejects.toThrow(/value differs|reverted/);
    expect(await chain().client.getBalance({ address: LOCAL_PAYOUT_BATCH_ADDRESS })).toBe(0n);
  });
});
