import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payTransferRequest, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { payments } from './modules/payments/schema';
import type { SolanaRpc } from './modules/chains/solana/solana-rpc';
import { sharedSolana } from './test/shared-chains';
import { bearer, createTestContext, signUp, type TestContext } from './test/test-app';
import { startWorker } from './worker';

let chain: Localnet;
let ctx: TestContext;

beforeAll(async () => {
  chain = sharedSolana();
  // An hour between polling ticks: anything completed sooner was woken by the chain's WebSocket.
  ctx = await createTestContext(
    { REQUIRE_EMAIL_VERIFICATION: 'false', WATCH_INTERVAL_MS: '3600000' },
    { rpcUrl: chain.rpcUrl, wsUrl: chain.wsUrl, local: true },
  );
});
afterAll(async () => {
  await ctx.close();
  await chain.close();
});

/** The test RPC with its getMultipleAccounts calls counted: the watcher makes one per tick here. */
function tickCountingRpc() {
  let ticks = 0;
  const rpc = new Proxy(ctx.deps.solanaRpc, {
    get(target, prop, receiver) {
      if (prop === 'getMultipleAccounts') ticks += 1;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  }) as SolanaRpc;
  return { rpc, ticks: () => ticks };
}

const changeOf = (id: string) =>
  new Promise<void>((resolve) => {
    const unsubscribe = ctx.deps.notifier.subscribe(id, () => {
      unsubscribe();
      resolve();
    });
  });

describe('worker', () => {
  it('completes a payment woken by the chain WebSocket, long before the next polling tick', async () => {
    const m = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { label: 'Order', amount: '0.05', walletAddress: base58Encode(randomBytes(32)) },
    });
    const link: Payment = res.json().data.payment;
    const counting = tickCountingRpc();
    const worker = startWorker({ ...ctx.deps, solanaRpc: counting.rpc });
    try {
      // The tick at start learns the link's recipient and subscribes to it; connecting wakes a second one.
      await expect.poll(counting.ticks, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      const ticksBefore = counting.ticks();
      const completed = changeOf(link.id);
      await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
      await completed;
      const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, link.id));
      expect(row!.status).toBe('COMPLETED');
      expect(counting.ticks() - ticksBefore).toBeLessThanOrEqual(2);
    } finally {
      await worker.stop();
    }
  });
});
