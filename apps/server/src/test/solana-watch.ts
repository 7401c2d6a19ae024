import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { paymentEvents, paymentTransfers, payments } from '../modules/payments/schema';
import type { SolanaRpc } from '../modules/chains/solana/solana-rpc';
import type { SolanaWatchOptions } from './solana-watch-round';
import { startChainTestContext, watchTick } from './local-chain';
import { bearer, signUp, type TestContext } from './test-app';

/**
 * The Solana watcher suites' shared setup: a local chain and the app watching it for the calling test file, and
 * the helpers they read links, transfers and events with.
 */
export function useSolanaWatch() {
  const state = {} as { chain: Localnet; ctx: TestContext; close: () => Promise<void> };
  beforeAll(async () => Object.assign(state, await startChainTestContext()));
  afterAll(() => state.close());
  const db = () => state.ctx.deps.db;

  const randomAddress = () => base58Encode(randomBytes(32));
  const tick = (overrides: Partial<SolanaWatchOptions> = {}) => watchTick(state.ctx, overrides);

  async function newLink(body: Record<string, unknown>): Promise<Payment & { merchantToken: string }> {
    const m = await signUp(state.ctx);
    await db().update(merchantAccounts).set({ transactionCredits: 50 }).where(eq(merchantAccounts.id, m.accountId));
    const res = await state.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { label: 'Order', walletAddress: randomAddress(), ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...res.json().data.payment, merchantToken: m.token };
  }

  async function row(id: string) {
    const [p] = await db().select().from(payments).where(eq(payments.id, id));
    return p!;
  }

  /** Moves a link's expiry a few seconds into the past, so what the chain confirms from now on (block time) is late. */
  async function expireNow(id: string) {
    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 5_000) })
      .where(eq(payments.id, id));
  }

  async function transfers(id: string) {
    return db()
      .select()
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentId, id))
      .orderBy(asc(paymentTransfers.block));
  }

  async function eventsInOrder(id: string) {
    return (
      await db()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, id))
        .orderBy(asc(paymentEvents.createdAt))
    ).map((e) => e.type);
  }

  async function events(id: string) {
    return (await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, id))).map((e) => e.type).sort();
  }

  /** The test RPC, with getTransaction counted per signature and answering null for the signatures in `hidden`. */
  function instrumentedRpc(hidden: Set<string>) {
    const fetched = new Map<string, number>();
    const rpc = new Proxy(state.ctx.deps.solanaRpc, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (prop !== 'getTransaction' || typeof value !== 'function') return value;
        return (sig: string, config: unknown) => {
          fetched.set(sig, (fetched.get(sig) ?? 0) + 1);
          if (hidden.has(sig)) return { send: async () => null };
          return (value as (...a: unknown[]) => unknown).call(target, sig, config);
        };
      },
    }) as SolanaRpc;
    return { rpc, fetched, total: () => [...fetched.values()].reduce((a, b) => a + b, 0) };
  }

  return {
    get chain() {
      return state.chain;
    },
    get ctx() {
      return state.ctx;
    },
    randomAddress,
    tick,
    newLink,
    row,
    expireNow,
    transfers,
    eventsInOrder,
    events,
    instrumentedRpc,
  };
}
