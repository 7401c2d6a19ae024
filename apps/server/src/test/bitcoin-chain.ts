import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HDKey } from '@scure/bip32';
import { BITCOIN_ACCOUNT_KEY_VERSIONS } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { chainAdapters } from '../modules/chains/chain-adapters';
import { watchNetwork } from '../modules/payments/lifecycle/watch-network';
import { unmatchedInbox } from '../modules/unmatched-transfers/list-unmatched-transfer';
import { sharedBitcoin } from './shared-chains';
import { createTestContext, signUpWithCredits, type TestContext } from './test-app';

/**
 * This worker's local regtest chain (in memory, blocks only when a test mines) and the real app watching it through
 * its Esplora API, as production would watch mempool.space (BITCOIN_ESPLORA_URL, BITCOIN_NETWORK=regtest).
 */
export async function startBitcoinTestContext(env: Record<string, string> = {}) {
  const chain = await sharedBitcoin();
  const ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    BITCOIN_ESPLORA_URL: chain.esploraUrl,
    BITCOIN_NETWORK: 'regtest',
    ...env,
  });
  return {
    chain,
    ctx,
    async close() {
      await ctx.close();
      await chain.close();
    },
  };
}

/** The chain clients of a product on the regtest chain only (no EVM networks), as the jobs take them. */
export function bitcoinClients(ctx: TestContext) {
  return {
    solanaRpc: ctx.deps.solanaRpc,
    commitment: 'confirmed' as const,
    evm: {},
    evmConfig: {},
    bitcoin: ctx.deps.bitcoin,
  };
}

/** One round of the Bitcoin watcher (what the watcher's watch-payments:bitcoin loop runs), at `now` when given. */
export function watchBitcoinTick(ctx: TestContext, now?: Date) {
  const adapter = chainAdapters(bitcoinClients(ctx)).get('bitcoin')!;
  return watchNetwork(ctx.deps.db, adapter, {
    inbox: unmatchedInbox,
    lateWindowMs: ctx.deps.config.latePaymentWindowMs,
    pricing: { prices: ctx.deps.prices, quoteTtlMs: ctx.deps.config.pricing.quoteTtlMs },
    ...(now ? { now: () => now } : {}),
  });
}

/** A fresh watch-only BIP84 account key of a test chain (tpub of m/84'/1'/0'), as a wallet exports it. */
export function testAccountKey(): string {
  const { public: pub, private: priv } = BITCOIN_ACCOUNT_KEY_VERSIONS.tpub;
  return HDKey.fromMasterSeed(randomBytes(32), { public: pub, private: priv }).derive("m/84'/1'/0'").publicExtendedKey;
}

/** A merchant with 100 credits and these Bitcoin settings (each merchant its own: an address belongs to one account). */
export async function bitcoinMerchant(ctx: TestContext, wallet: { btcAddress?: string; btcXpub?: string }) {
  const merchant = await signUpWithCredits(ctx, 100);
  await ctx.deps.db.update(merchantAccounts).set(wallet).where(eq(merchantAccounts.id, merchant.accountId));
  return merchant;
}
