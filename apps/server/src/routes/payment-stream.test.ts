// @module-tag postgres
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { base58Encode, type Payment } from '@paylink/shared';
import { payments } from '../modules/payments/schema';
import { users } from '../modules/accounts/schema';
import { streamLeases } from '../modules/live/schema';
import { unmatchedTransfers } from '../modules/unmatched-transfers/schema';
import { newId } from '../lib/ids';
import { createPaymentNotifier, type PaymentNotifier } from '../modules/payments/lifecycle/payment-notifier';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';
import { joinAs } from '../test/team-member';

let ctx: TestContext;
let base: string;
/** Where a worker in another process would send its notifications from (on PGlite there is only one process). */
let worker: PaymentNotifier;

beforeAll(async () => {
  ctx = await createTestContext({
    REQUIRE_EMAIL_VERIFICATION: 'false',
    STREAM_LIMIT_PER_IP: '2',
    STREAM_LIMIT_TOTAL: '3',
    TRUST_PROXY: '127.0.0.1',
    STREAM_PING_MS: '50',
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  worker =
    ctx.database.kind === 'postgres'
      ? createPaymentNotifier(ctx.database, pino({ level: 'silent' }))
      : ctx.deps.notifier;
});
afterAll(async () => {
  if (worker !== ctx.deps.notifier) await worker.close();
  await ctx.close();
});

async function newLink(token: string): Promise<Payment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', amount: '0.5', walletAddress: base58Encode(randomBytes(32)) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

/** Opens an SSE stream; `next()` resolves with the next event's JSON. */
async function open(path: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  if (!res.headers.get('content-type')?.includes('text/event-stream'))
    return { res, next: undefined, close: () => controller.abort() };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async () => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (event.startsWith('data: ')) return JSON.parse(event.slice(6));
        continue;
      }
      buffer += decoder.decode((await reader.read()).value);
    }
  };
  /** Resolves when the server ends the stream (pings are skipped). */
  const ended = async () => {
    for (;;) if ((await reader.read()).done) return true;
  };
  return { res, next, ended, close: () => controller.abort() };
}

const openLeases = async () => (await ctx.deps.db.select({ n: count() }).from(streamLeases))[0]!.n;

/** Leases are released when the server sees the socket close; wait until every lease is gone. */
async function allClosed() {
  await expect.poll(openLeases, { timeout: 10_000 }).toBe(0);
}

describe('live status streams', () => {
  it('pushes a change recorded elsewhere as soon as it is notified', async () => {
    const m = await signUp(ctx);
    const link = await newLink(m.token);
    const stream = await open(`/api/payments/${link.id}/events`);
    expect((await stream.next!()).status).toBe('PENDING');
    await ctx.deps.db.update(payments).set({ status: 'EXPIRED' }).where(eq(payments.id, link.id));
    worker.notify(link.id);
    expect((await stream.next!()).status).toBe('EXPIRED');
    stream.close();
    await allClosed();
  });

  it("tells a signed-in merchant which of their payments changed, and nothing about other merchants' payments", async () => {
    const m = await signUp(ctx);
    const other = await signUp(ctx);
    const mine = await newLink(m.token);
    const theirs = await newLink(other.token);
    const feed = await open('/api/payments/changes', bearer(m.token));
    expect((await feed.next!()).paymentId).toBeNull();
    worker.notify(theirs.id);
    worker.notify(mine.id);
    expect((await feed.next!()).paymentId).toBe(mine.id);
    feed.close();

    const anonymous = await open('/api/payments/changes');
    expect(anonymous.res.status).toBe(401);
    await allClosed();
  });

  it("tells a merchant when a transfer to their wallets that paid no link is listed, and nothing about other merchants' transfers", async () => {
    const m = await signUp(ctx);
    const other = await signUp(ctx);
    const listed = async (accountId: string) => {
      const id = newId('utr');
      await ctx.deps.db.insert(unmatchedTransfers).values({
        id,
        accountId,
        network: 'ethereum',
        currency: 'USDC',
        token: '0x5dC05dc05dC05Dc05DC05Dc05DC05Dc05dc05dc0',
        recipient: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
        payer: null,
        amount: 3_000_000n,
        txId: `0x${randomBytes(32).toString('hex')}`,
        position: 0,
        block: 1n,
      });
      return id;
    };
    const mine = await listed(m.accountId);
    const theirs = await listed(other.accountId);
    const feed = await open('/api/payments/changes', bearer(m.token));
    expect((await feed.next!()).paymentId).toBeNull();
    worker.notify(theirs);
    worker.notify(mine);
    expect(await feed.next!()).toMatchObject({ unmatchedTransferId: mine });
    feed.close();
    await allClosed();
  });

  it('ends the merchant feed when its session ends (logout, logout-all, suspension) or leaves the account', async () => {
    const ends: Record<string, (m: { token: string; accountId: string }) => Promise<unknown>> = {
      logout: (m) => ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(m.token) }),
      'logout-all': (m) => ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(m.token) }),
      suspension: (m) => ctx.deps.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, m.accountId)),
    };
    for (const end of Object.values(ends)) {
      const m = await signUp(ctx);
      const feed = await open('/api/payments/changes', bearer(m.token));
      expect((await feed.next!()).paymentId).toBeNull();
      await end(m);
      expect(await feed.ended!()).toBe(true);
    }
    // Removed from the account it follows, a member's feed ends, though their session still acts for their own.
    const owner = await signUp(ctx);
    const member = await joinAs(ctx, owner.accountId, 'viewer');
    const feed = await open('/api/payments/changes', bearer(member.token));
    expect((await feed.next!()).paymentId).toBeNull();
    const url = `/api/team/members/${member.userId}`;
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) })).statusCode).toBe(200);
    expect(await feed.ended!()).toBe(true);
    await allClosed();
  });

  it('caps open streams per IP and in total with a 429 in the usual error shape, and frees a slot on close', async () => {
    const m = await signUp(ctx);
    const link = await newLink(m.token);
    const path = `/api/payments/${link.id}/events`;
    const first = await open(path);
    const second = await open(path);
    const third = await open(path);
    expect(third.res.status).toBe(429);
    expect(await third.res.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/Too many live status pages/),
    });

    const elsewhere = await open(path, { 'x-forwarded-for': '203.0.113.7' });
    expect(elsewhere.res.status).toBe(200);
    const overTotal = await open(path, { 'x-forwarded-for': '203.0.113.8' });
    expect(overTotal.res.status).toBe(429);

    first.close();
    await expect.poll(openLeases, { timeout: 10_000 }).toBe(2);
    const again = await open(path);
    expect(again.res.status).toBe(200);
    for (const s of [second, elsewhere, again]) s.close();
    await allClosed();
  });
});
