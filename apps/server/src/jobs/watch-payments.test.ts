import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort, payEip681Request, startEvmLocalnet, type EvmLocalnet } from '@paylink/localnet';
import type { Payment } from '@paylink/shared';
import { expirePaymentsJob } from './expire-payments';
import { startWatcher, watchPaymentsJob } from './watch-payments';
import { payments } from '../modules/payments/schema';
import { merchantAccounts } from '../modules/accounts/schema';
import { sharedEvmChain } from '../test/shared-chains';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

const wallet = privateKeyToAccount(generatePrivateKey()).address;
/**
 * Ethereum's node is chain 1 as configured (this worker's shared one); "Base" is a node on Base Sepolia (84532), not
 * Base (8453): a node of the file's own, as no shared chain answers with a wrong chain id.
 */
let ethereum: EvmLocalnet;
let wrongBase: EvmLocalnet;
let ctx: TestContext;
let token: string;
const errors: string[] = [];
beforeAll(async () => {
  ethereum = await sharedEvmChain('ethereum');
  wrongBase = await startEvmLocalnet({ port: await freePort(), chainId: 84532 });
  const log = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line).msg as string) });
  ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false' },
    undefined,
    { log },
    {
      ethereum: { rpcUrl: ethereum.rpcUrl, usdcAddress: ethereum.usdcAddress },
      base: { rpcUrl: wrongBase.rpcUrl, usdcAddress: wrongBase.usdcAddress },
    },
  );
  const merchant = await signUp(ctx);
  token = merchant.token;
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 100, ethAddress: wallet })
    .where(eq(merchantAccounts.id, merchant.accountId));
});
afterAll(async () => {
  await ctx.close();
  await ethereum.close();
  await wrongBase.close();
});

async function create(network: string): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', amount: '5', network, currency: 'USDC', walletAddress: wallet },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const status = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data.status as string;

describe('an EVM RPC node on another chain than configured', () => {
  it('is never watched: a payment made on that chain completes nothing; the right network is watched; readiness and the log say so', async () => {
    const onBase = await create('base');
    const onEthereum = await create('ethereum');
    // The customer's wallet (or anyone) pays the Base link's exact amount on the chain the node is really on.
    expect(
      (await payEip681Request({ rpcUrl: wrongBase.rpcUrl, url: onBase.paymentUrl.replace('@8453/', '@84532/') }))
        .success,
    ).toBe(true);
    expect((await payEip681Request({ rpcUrl: ethereum.rpcUrl, url: onEthereum.paymentUrl })).success).toBe(true);

    for (const job of [watchPaymentsJob('ethereum'), watchPaymentsJob('base')]) {
      await job.handler(ctx.deps);
      await job.handler(ctx.deps);
    }
    expect(await status(onEthereum.id)).toBe('COMPLETED');
    expect(await status(onBase.id)).toBe('PENDING');

    expect(errors).toContain('the base RPC node is on chain 84532, not 8453: base is not watched');
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      networks: {
        ethereum: { status: 'verified', chainId: 1 },
        base: { status: 'mismatch', expected: 8453, chainId: 84532 },
      },
      prices: { status: 'ok', source: 'offline' },
    });
  });
});

describe('one network down', () => {
  const logged: { job?: string; network?: string; msg: string }[] = [];
  let down: TestContext;
  let downToken: string;
  beforeAll(async () => {
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => void logged.push(JSON.parse(line) as { job?: string; msg: string }) },
    );
    // The test Solana URL answers nothing; Base's node is not there at all.
    down = await createTestContext(
      { REQUIRE_EMAIL_VERIFICATION: 'false', WATCH_INTERVAL_MS: '200' },
      undefined,
      { log },
      {
        ethereum: { rpcUrl: ethereum.rpcUrl, usdcAddress: ethereum.usdcAddress },
        base: { rpcUrl: 'http://127.0.0.1:1', usdcAddress: wrongBase.usdcAddress },
      },
    );
    const merchant = await signUp(down);
    downToken = merchant.token;
    await down.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 100, ethAddress: wallet })
      .where(eq(merchantAccounts.id, merchant.accountId));
  });
  afterAll(() => down.close());
  const link = async (network: string): Promise<Payment> =>
    (
      await down.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(downToken),
        payload: { label: 'Order', amount: '5', network, currency: 'USDC', walletAddress: wallet },
      })
    ).json().data.payment;
  const statusOf = async (id: string) =>
    (await down.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data.status as string;

  it("the watcher keeps watching the others at their own pace: Base's node is not there and Solana's answers nothing, an Ethereum link completes", async () => {
    const onEthereum = await link('ethereum');
    const watcher = startWatcher(down.deps);
    try {
      expect((await payEip681Request({ rpcUrl: ethereum.rpcUrl, url: onEthereum.paymentUrl })).success).toBe(true);
      await expect.poll(() => statusOf(onEthereum.id), { timeout: 20_000 }).toBe('COMPLETED');
      const failed = logged.filter((r) => r.msg === 'job round failed').map((r) => r.job);
      expect(failed).toContain('watch-payments:base');
      expect(failed).not.toContain('watch-payments:ethereum');
    } finally {
      await watcher.stop();
    }
  });

  it('expiry waits for a chain it could not read: the Base link past its expiry stays open, the Ethereum one expires', async () => {
    const onBase = await link('base');
    const onEthereum = await link('ethereum');
    await down.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(payments.id, [onBase.id, onEthereum.id]));
    await expirePaymentsJob().handler(down.deps);
    expect(await statusOf(onEthereum.id)).toBe('EXPIRED');
    expect(await statusOf(onBase.id)).toBe('PENDING');
    expect(logged).toContainEqual(
      expect.objectContaining({
        network: 'base',
        msg: 'could not read the chain before expiry; its links wait for the next round',
      }),
    );
  });
});
