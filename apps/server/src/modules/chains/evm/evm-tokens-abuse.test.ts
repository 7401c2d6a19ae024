import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createPublicClient, getAddress, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  freePort,
  payEip681Request,
  stablecoinTestTokenBytecode,
  startEvmLocalnet,
  type EvmLocalnet,
} from '@paylink/localnet';
import { encodeEip681Url, EVM_NETWORK_INFO, parseAmount, type Payment, type PaymentDetail } from '@paylink/shared';
import { loadEnv } from '../../../config/env';
import { evmNetworks } from '../../../config/chain-config';
import { paymentTransfers } from '../../payments/schema';
import { unmatchedTransfers } from '../../unmatched-transfers/schema';
import { startEvmTestContext, watchEvmTick } from '../../../test/evm-chains';
import { bearer } from '../../../test/test-app';
import { evmChainGuard } from './evm-chain-guard';

/**
 * The attacker's side of the EVM tokens: a token that calls itself USDT at a contract no network lists (anyone can
 * deploy one, with the real token's code even), a listed token sent for another token's link, and an RPC node of
 * another chain behind a network's URL.
 */
const wallet = privateKeyToAccount(generatePrivateKey()).address;
let t: Awaited<ReturnType<typeof startEvmTestContext>>;
beforeAll(async () => void (t = await startEvmTestContext(wallet)));
afterAll(() => t.close());

const LOOK_ALIKE = getAddress('0x0bad0bad0bad0bad0bad0bad0bad0bad0bad0bad');
const rpcUrl = () => t.chains.chains.ethereum.rpcUrl;
const anvil = (method: string, params: unknown[]) =>
  t.chains.chains.ethereum.client.request({ method: method as never, params: params as never });
const detail = async (id: string): Promise<PaymentDetail> =>
  (await t.ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(t.token) })).json().data
    .payment;
async function link(currency: string): Promise<Payment> {
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(t.token),
    payload: { label: 'Order', amount: '25', network: 'ethereum', currency },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
const baseUnits = (payAmount: string | null) => (parseAmount(payAmount!, 6) as { value: bigint }).value;
const recorded = async (id: string) =>
  (await t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.paymentId, id))).length;

describe('EVM tokens, as the attacker', () => {
  it('a look-alike "USDT" (the real test token\'s code, symbol USDT) at an unlisted contract never pays a USDT link and is never read', async () => {
    await anvil('anvil_setCode', [LOOK_ALIKE, stablecoinTestTokenBytecode('USDT')]);
    const usdt = await link('USDT');
    const asked = baseUnits(usdt.payAmount);
    const fake = await payEip681Request({
      rpcUrl: rpcUrl(),
      url: encodeEip681Url({ kind: 'token', chainId: 1, token: LOOK_ALIKE, recipient: wallet, amount: asked }),
    });
    expect(fake.success).toBe(true);
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1 });
    expect(await detail(usdt.id)).toMatchObject({ status: 'PENDING', amountReceived: null });
    expect(await recorded(usdt.id)).toBe(0);
    const inbox = await t.ctx.deps.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.txId, fake.hash));
    expect(inbox).toEqual([]);

    // The real USDT, at the contract Ethereum lists, pays it.
    await payEip681Request({ rpcUrl: rpcUrl(), url: usdt.paymentUrl });
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1 });
    expect(await detail(usdt.id)).toMatchObject({ status: 'COMPLETED', payCurrency: 'USDT' });
  });

  it("a listed token sent for another token's link (USDT for a USDC link, the same amount) never pays it", async () => {
    const usdc = await link('USDC');
    const usdt = EVM_NETWORK_INFO.ethereum.tokens.find((tk) => tk.symbol === 'USDT')!.contract;
    const asked = baseUnits(usdc.payAmount);
    await payEip681Request({
      rpcUrl: rpcUrl(),
      url: encodeEip681Url({ kind: 'token', chainId: 1, token: usdt, recipient: wallet, amount: asked }),
    });
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1 });
    expect(await detail(usdc.id)).toMatchObject({ status: 'PENDING', amountReceived: null });
  });
});

describe('an RPC node of another chain', () => {
  let other: EvmLocalnet;
  beforeAll(async () => void (other = await startEvmLocalnet({ port: await freePort(), chainId: 1 })));
  afterAll(() => other.close());

  it('behind ARBITRUM_RPC_URL (chain 1, not 42161): Arbitrum is never watched', async () => {
    const evm = evmNetworks(loadEnv({ SOLANA_RPC_URL: 'https://solana.example', ARBITRUM_RPC_URL: other.rpcUrl }), {});
    const client = createPublicClient({ transport: http(other.rpcUrl, { retryCount: 0 }) });
    const logged: string[] = [];
    const log = {
      error: (_: object, msg: string) => void logged.push(msg),
      warn: (_: object, msg: string) => void logged.push(msg),
    };
    const guard = evmChainGuard(evm, { arbitrum: client }, log);
    expect(await guard.verifiedClients()).toEqual({});
    expect(guard.checks()).toEqual({ arbitrum: { status: 'mismatch', expected: 42161, chainId: 1 } });
    expect(logged).toEqual(['the arbitrum RPC node is on chain 1, not 42161: arbitrum is not watched']);
  });
});
