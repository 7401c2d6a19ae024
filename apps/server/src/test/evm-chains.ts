import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { EvmNetwork, Payment } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { evmAdapter } from '../modules/chains/evm/evm-adapter';
import { watchNetwork } from '../modules/payments/lifecycle/watch-network';
import { x402AwareInbox } from '../modules/x402/x402-aware-inbox';
import { unmatchedInbox } from '../modules/unmatched-transfers/list-unmatched-transfer';
import type { PriceSource } from '../modules/pricing/price-source';
import { misdirectedScope } from '../jobs/watch-adapter-round';
import { offeredAdapters } from '../jobs/watched-adapters';
import { sharedEvmChains, startEvmChains, TEST_EVM_NETWORKS, type EvmChainSet } from './shared-chains';
import { bearer, createTestContext, signUp, type TestContext } from './test-app';

/**
 * Both Anvil chains and the real app on them, with one signed-up merchant who has 100 credits and `wallet` as
 * Ethereum payout address; `close` stops the app and gives the chains back. The chains are this worker's shared
 * pair (reverted on close), or, with `ownChains`, a pair of the file's own with state in a fresh temporary folder,
 * which `restartChains` stops and starts again (close removes the folder).
 */
export async function startEvmTestContext(
  wallet: string,
  opts: { ownChains?: boolean; env?: Record<string, string> } = {},
) {
  const dataDir = opts.ownChains ? mkdtempSync(path.join(tmpdir(), 'evm-test-')) : undefined;
  let chains = dataDir ? await startEvmChains({ dataDir }) : await sharedEvmChains();
  const ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false', ...opts.env },
    undefined,
    {},
    chains.local,
  );
  const merchant = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ transactionCredits: 100, ethAddress: wallet })
    .where(eq(merchantAccounts.id, merchant.accountId));
  return {
    chains,
    ctx,
    token: merchant.token,
    /** Stops both chains and starts them again on the same ports and state (what a restart keeps); own chains only. */
    async restartChains(): Promise<EvmChainSet> {
      if (!dataDir) throw new Error('restartChains needs startEvmTestContext(wallet, { ownChains: true })');
      const ports = Object.fromEntries(
        TEST_EVM_NETWORKS.map((n) => [n, Number(new URL(chains.chains[n]!.rpcUrl).port)]),
      );
      await chains.close();
      chains = await startEvmChains({ dataDir, ports });
      return chains;
    },
    async close() {
      await ctx.close();
      await chains.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One round of the watcher on one EVM network of the test app (a week's late window), through its adapter; `misdirected`: as the job, watching for payments sent on the wrong network. */
export function watchEvmTick(
  ctx: TestContext,
  network: EvmNetwork,
  opts: {
    confirmations?: number;
    prices?: PriceSource;
    onUnmatched?: (id: string) => void;
    misdirected?: boolean;
  } = {},
) {
  const net = ctx.deps.config.evm[network]!;
  const lateWindowMs = 7 * 86_400_000;
  return watchNetwork(
    ctx.deps.db,
    evmAdapter(network, ctx.deps.evm[network]!, { ...net, confirmations: opts.confirmations ?? net.confirmations }),
    {
      inbox: x402AwareInbox(unmatchedInbox),
      lateWindowMs,
      pricing: { prices: opts.prices ?? ctx.deps.prices, quoteTtlMs: 600_000 },
      onUnmatched: opts.onUnmatched,
      // As the job watches: the other networks' open links too, for payments sent on the wrong one.
      misdirected: opts.misdirected ? misdirectedScope(ctx.deps, network) : undefined,
    },
  );
}

/** The networks sharing `network`'s addresses as the watcher job hands them in (payments sent on the wrong network). */
export const testMisdirectedScope = (ctx: TestContext, network: string) => misdirectedScope(ctx.deps, network);

/** Every offered network's adapter, as the jobs see them. */
export const testAdapters = (ctx: TestContext) => offeredAdapters(ctx.deps);

/**
 * The EVM watcher tests' calls (the context and merchant token read when a call runs, so they can be made in
 * beforeAll): `create` a link as the merchant, `testPay` it with the local test wallet (its amount, or `amount`).
 */
export function evmLinkCalls(ctx: () => TestContext, token: () => string) {
  async function create(payload: Record<string, unknown>): Promise<Payment> {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token()),
      payload: { label: 'Order', ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.payment;
  }
  async function testPay(id: string, amount?: string) {
    const res = await ctx().app.inject({
      method: 'POST',
      url: `/api/payments/${id}/test-pay`,
      payload: amount ? { amount } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.signature as string;
  }
  return { create, testPay };
}
