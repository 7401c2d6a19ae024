import type { Localnet } from '@paylink/localnet';
import { expirePayments } from '../modules/payments/lifecycle/expire-payments';
import { watchSolanaPayments, type SolanaWatchOptions } from './solana-watch-round';
import { sharedSolana } from './shared-chains';
import { createTestContext, type TestContext } from './test-app';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** This worker's local Solana chain and the real app watching it (email verification off, plus `env`); `close` stops the app. */
export async function startChainTestContext(
  env: Record<string, string> = {},
): Promise<{ chain: Localnet; ctx: TestContext; close: () => Promise<void> }> {
  const chain = sharedSolana();
  const ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false', ...env },
    { rpcUrl: chain.rpcUrl, wsUrl: chain.wsUrl, local: true },
  );
  return {
    chain,
    ctx,
    async close() {
      await ctx.close();
      await chain.close();
    },
  };
}

/**
 * The chain test context with webhooks sent over real HTTP (insecure and private URLs allowed) to a real local
 * receiver; `close` stops all three.
 */
export async function startChainWebhookContext(): Promise<{
  chain: Localnet;
  ctx: TestContext;
  receiver: WebhookReceiver;
  close: () => Promise<void>;
}> {
  const { chain, ctx, close } = await startChainTestContext({
    ALLOW_INSECURE_WEBHOOKS: 'true',
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  const receiver = await startWebhookReceiver();
  return {
    chain,
    ctx,
    receiver,
    async close() {
      await receiver.close();
      await close();
    },
  };
}

/**
 * One pass of the payment watcher over the app's database (confirmed commitment, a week's late window), then,
 * unless it is a wake-up tick, what the expiry job does: the links past their expiry read once more and expired.
 */
/** What a test may change in a watch round (RPC, clock, sweep size, hooks...). */
export type WatchOverrides = Partial<SolanaWatchOptions>;

export async function watchTick(ctx: TestContext, overrides: WatchOverrides = {}) {
  const opts: SolanaWatchOptions = {
    rpc: ctx.deps.solanaRpc,
    commitment: 'confirmed',
    lateWindowMs: 7 * 86_400_000,
    ...overrides,
  };
  const report = await watchSolanaPayments(ctx.deps.db, opts);
  if (opts.onlyRecipients) return report;
  await watchSolanaPayments(ctx.deps.db, { ...opts, onlyExpiring: true });
  const expired = await expirePayments(ctx.deps.db, opts.now?.() ?? new Date());
  expired.forEach((id) => opts.onChange?.(id));
  return { ...report, changed: [...report.changed, ...expired] };
}
