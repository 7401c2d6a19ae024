import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { freePort, startEvmLocalnet, type EvmLocalnet } from '@paylink/localnet';
import { EVM_NETWORK_INFO, EVM_NETWORKS, type EvmNetwork } from '@paylink/shared';
import type { EvmLocalChains } from '../config/app-config';
import { merchantAccounts } from '../modules/accounts/schema';
import { evmAdapter } from '../modules/chains/evm/evm-adapter';
import { watchNetwork } from '../modules/payments/lifecycle/watch-network';
import { x402AwareInbox } from '../modules/x402/x402-aware-inbox';
import { unmatchedInbox } from '../modules/unmatched-transfers/list-unmatched-transfer';
import type { PriceSource } from '../modules/pricing/price-source';
import { createTestContext, signUp, type TestContext } from './test-app';

/** The embedded Anvil chains of both EVM networks on free ports (optionally keeping state in dataDir). */
export async function startEvmChains(opts: { dataDir?: string; ports?: Partial<Record<EvmNetwork, number>> } = {}) {
  const chains = {} as Record<EvmNetwork, EvmLocalnet>;
  const local: EvmLocalChains = {};
  for (const network of EVM_NETWORKS) {
    const chain = await startEvmLocalnet({ port: opts.ports?.[network] ?? (await freePort()), chainId: EVM_NETWORK_INFO[network].chainId, dataDir: opts.dataDir && `${opts.dataDir}/${network}` });
    chains[network] = chain;
    local[network] = { rpcUrl: chain.rpcUrl, usdcAddress: chain.usdcAddress };
  }
  return {
    chains,
    local,
    ports: Object.fromEntries(EVM_NETWORKS.map((n) => [n, Number(new URL(chains[n].rpcUrl).port)])) as Record<EvmNetwork, number>,
    async close() {
      for (const chain of Object.values(chains)) await chain.close();
    },
  };
}

/**
 * Both Anvil chains (state in a fresh temporary folder) and the real app on them, with one signed-up merchant who
 * has 100 credits and `wallet` as Ethereum payout address; `close` stops the app and the chains and removes the folder.
 */
export async function startEvmTestContext(wallet: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evm-test-'));
  let chains = await startEvmChains({ dataDir });
  const ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', ...env }, undefined, {}, chains.local);
  const merchant = await signUp(ctx);
  await ctx.deps.db.update(merchantAccounts).set({ transactionCredits: 100, ethAddress: wallet }).where(eq(merchantAccounts.id, merchant.accountId));
  return {
    chains,
    ctx,
    token: merchant.token,
    /** Stops both chains and starts them again on the same ports and state (what a restart keeps). */
    async restartChains() {
      const ports = chains.ports;
      await chains.close();
      chains = await startEvmChains({ dataDir, ports });
      return chains;
    },
    async close() {
      await ctx.close();
      await chains.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One round of the watcher on one EVM network of the test app (a week's late window), through its adapter. */
export function watchEvmTick(
  ctx: TestContext,
  network: EvmNetwork,
  opts: { confirmations?: number; prices?: PriceSource; onUnmatched?: (id: string) => void } = {},
) {
  const net = ctx.deps.config.evm[network]!;
  const lateWindowMs = 7 * 86_400_000;
  return watchNetwork(ctx.deps.db, evmAdapter(network, ctx.deps.evm[network]!, { ...net, confirmations: opts.confirmations ?? net.confirmations }), {
    inbox: x402AwareInbox(unmatchedInbox),
    lateWindowMs,
    pricing: { prices: opts.prices ?? ctx.deps.prices, quoteTtlMs: 600_000 },
    onUnmatched: opts.onUnmatched,
  });
}
