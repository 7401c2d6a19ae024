import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort, payEip681Request, startEvmLocalnet, type EvmLocalnet } from '@paylink/localnet';
import type { Payment } from '@paylink/shared';
import { watchEvmPaymentsJob } from './watch-evm-payments';
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
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' }, undefined, { log }, {
    ethereum: { rpcUrl: ethereum.rpcUrl, usdcAddress: ethereum.usdcAddress },
    base: { rpcUrl: wrongBase.rpcUrl, usdcAddress: wrongBase.usdcAddress },
  });
  const merchant = await signUp(ctx);
  token = merchant.token;
  await ctx.deps.db.update(merchantAccounts).set({ transactionCredits: 100, ethAddress: wallet }).where(eq(merchantAccounts.id, merchant.accountId));
});
afterAll(async () => {
  await ctx.close();
  await ethereum.close();
  await wrongBase.close();
});

async function create(network: string): Promise<Payment> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/payment-link', headers: bearer(token), payload: { label: 'Order', amount: '5', network, currency: 'USDC', walletAddress: wallet } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const status = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data.status as string;

describe('an EVM RPC node on another chain than configured', () => {
  it('is never watched: a payment made on that chain completes nothing; the right network is watched; readiness and the log say so', async () => {
    const onBase = await create('base');
    const onEthereum = await create('ethereum');
    // The customer's wallet (or anyone) pays the Base link's exact amount on the chain the node is really on.
    expect((await payEip681Request({ rpcUrl: wrongBase.rpcUrl, url: onBase.paymentUrl.replace('@8453/', '@84532/') })).success).toBe(true);
    expect((await payEip681Request({ rpcUrl: ethereum.rpcUrl, url: onEthereum.paymentUrl })).success).toBe(true);

    const job = watchEvmPaymentsJob();
    await job.handler(ctx.deps);
    await job.handler(ctx.deps);
    expect(await status(onEthereum.id)).toBe('COMPLETED');
    expect(await status(onBase.id)).toBe('PENDING');

    expect(errors).toContain('the base RPC node is on chain 84532, not 8453: base is not watched');
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      networks: { ethereum: { status: 'verified', chainId: 1 }, base: { status: 'mismatch', expected: 8453, chainId: 84532 } },
      prices: { status: 'ok', source: 'offline' },
    });
  });
});
