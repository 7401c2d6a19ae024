import { startLocalnet, type Localnet } from '@paylink/localnet';
import { watchPayments, type WatchOptions } from '../modules/payments/watch-payments';
import { createTestContext, type TestContext } from './test-app';

/** A local chain and the real app watching it (email verification off); `close` stops both. */
export async function startChainTestContext(): Promise<{ chain: Localnet; ctx: TestContext; close: () => Promise<void> }> {
  const chain = await startLocalnet({ port: 0 });
  const ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' }, { rpcUrl: chain.rpcUrl, wsUrl: chain.wsUrl, local: true });
  return {
    chain,
    ctx,
    async close() {
      await ctx.close();
      await chain.close();
    },
  };
}

/** One pass of the payment watcher over the app's database (confirmed commitment, a week's late window). */
export function watchTick(ctx: TestContext, overrides: Partial<WatchOptions> = {}) {
  return watchPayments(ctx.deps.db, { rpc: ctx.deps.rpc, commitment: 'confirmed', lateWindowMs: 7 * 86_400_000, ...overrides });
}
