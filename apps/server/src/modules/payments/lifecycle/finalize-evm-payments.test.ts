import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { EvmNetwork, Payment } from '@paylink/shared';
import { startEvmTestContext, watchEvmTick } from '../../../test/evm-chains';
import { bearer, type TestContext } from '../../../test/test-app';
import { chainAdapters } from '../../chains/chain-adapters';
import { finalizePayments } from './finalize-payments';

/** Issue 35, finality on Anvil: a link completes at its confirmations and becomes final under the `finalized` block tag. */
const wallet = privateKeyToAccount(generatePrivateKey()).address;
let chains: Awaited<ReturnType<typeof startEvmTestContext>>['chains'];
let ctx: TestContext;
let token: string;
let close: () => Promise<void>;
beforeAll(async () => ({ chains, ctx, token, close } = await startEvmTestContext(wallet)));
afterAll(() => close());

const adapters = () =>
  chainAdapters({
    solanaRpc: ctx.deps.solanaRpc,
    commitment: 'confirmed',
    evm: ctx.deps.evm,
    evmConfig: ctx.deps.config.evm,
  });
const finalizeRound = () => finalizePayments(ctx.deps.db, adapters(), { now: new Date() });
/** Mines `blocks` empty blocks: Anvil's finalized tag trails its head by 64 blocks. */
const mine = (network: EvmNetwork, blocks: number) =>
  chains.chains[network]!.client.request({
    method: 'anvil_mine' as never,
    params: [`0x${blocks.toString(16)}`] as never,
  });
const publicPayment = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` })).json().data;

async function paidLink(network: EvmNetwork): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', amount: '3', network, currency: 'USDC' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const link = res.json().data.payment as Payment;
  const paid = await ctx.app.inject({ method: 'POST', url: `/api/payments/${link.id}/test-pay`, payload: {} });
  expect(paid.statusCode, paid.body).toBe(200);
  await watchEvmTick(ctx, network);
  return link;
}

describe('finality on Anvil', () => {
  it.each(['ethereum', 'base'] as const)(
    '%s: confirmed at completion, finalized once the finalized tag passes its block',
    async (network) => {
      const link = await paidLink(network);
      expect(await publicPayment(link.id)).toMatchObject({
        status: 'COMPLETED',
        finality: 'confirmed',
        finalizedAt: null,
      });

      await mine(network, 10);
      expect((await finalizeRound()).finalized).not.toContain(link.id);
      expect((await publicPayment(link.id)).finality).toBe('confirmed');

      await mine(network, 64);
      expect((await finalizeRound()).finalized).toEqual([link.id]);
      expect(await publicPayment(link.id)).toMatchObject({ status: 'COMPLETED', finality: 'finalized' });
      expect((await finalizeRound()).finalized).toEqual([]);
    },
  );
});
