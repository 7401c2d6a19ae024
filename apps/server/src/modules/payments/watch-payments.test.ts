import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestMint, LOCAL_USDC_MINT, payTransferRequest, sendTestTransfer, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { users } from '../accounts/schema';
import { paymentEvents, paymentTransfers, payments } from './schema';
import { startChainTestContext, watchTick } from '../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../test/test-app';
import type { SolanaRpc } from '../chains/solana/solana-rpc';
import type { SolanaWatchOptions } from '../../jobs/watch-payments';
import { countQuarantined } from '../chains/solana/solana-backlog';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

const randomAddress = () => base58Encode(randomBytes(32));

const tick = (overrides: Partial<SolanaWatchOptions> = {}) => watchTick(ctx, overrides);

async function newLink(body: Record<string, unknown>): Promise<Payment & { merchantToken: string }> {
  const m = await signUp(ctx);
  await ctx.deps.db.update(users).set({ transactionCredits: 50 }).where(eq(users.id, m.userId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', walletAddress: randomAddress(), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json().data.payment, merchantToken: m.token };
}

async function row(id: string) {
  const [p] = await ctx.deps.db.select().from(payments).where(eq(payments.id, id));
  return p!;
}

/** Moves a link's expiry a few seconds into the past, so what the chain confirms from now on (block time) is late. */
async function expireNow(id: string) {
  await ctx.deps.db.update(payments).set({ expiresAt: new Date(Date.now() - 5_000) }).where(eq(payments.id, id));
}

async function transfers(id: string) {
  return ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.paymentId, id)).orderBy(asc(paymentTransfers.slot));
}

async function eventsInOrder(id: string) {
  return (await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(asc(paymentEvents.createdAt))).map((e) => e.type);
}

async function events(id: string) {
  return (await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id))).map((e) => e.type).sort();
}

describe('payment watcher on a real local chain', () => {
  it('completes a SOL link paid exactly, once, with one payment.completed event', async () => {
    const link = await newLink({ amount: '0.25' });
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    expect(paid.err).toBeNull();
    await tick();
    await tick();
    const p = await row(link.id);
    expect(p).toMatchObject({ status: 'COMPLETED', transactionSignature: paid.signature, payerAddress: paid.payer, amountReceived: 250_000_000n, overpaid: false, paidLate: false });
    expect(p.completedAt).not.toBeNull();
    expect(await events(link.id)).toEqual(['payment.completed', 'payment.created']);
  });

  it('completes a USDC link paid exactly', async () => {
    const link = await newLink({ amount: '12.5', currency: 'USDC' });
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', transactionSignature: paid.signature, amountReceived: 12_500_000n });
  });

  it('completes an overpaid link with overpaid set', async () => {
    const link = await newLink({ amount: '1', currency: 'USDC' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 1_500_000n });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', overpaid: true, amountReceived: 1_500_000n });
  });

  it('adds up partial payments: 0.03 + 0.02 of 0.05 SOL completes with two counted transfers', async () => {
    const link = await newLink({ amount: '0.05' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 30_000_000n });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'PENDING', amountReceived: 30_000_000n, transactionSignature: null });
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(shown).toMatchObject({ status: 'PENDING', amountReceived: '0.03', amountRemaining: '0.02', rejectedReason: null });
    expect(shown.remainingSolanaPayUrl).toContain('amount=0.02&');
    expect(shown.remainingSolanaPayUrl).toContain(`reference=${link.reference}`);
    expect(shown.remainingQrCodeData).toMatch(/^data:image\/png;base64,/);
    expect(JSON.stringify(shown)).not.toContain((await transfers(link.id))[0]!.payer);
    // The customer pays the rest from the new QR: same reference, remaining amount.
    const second = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: shown.remainingSolanaPayUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', amountReceived: 50_000_000n, transactionSignature: second.signature, overpaid: false });
    expect((await transfers(link.id)).map((t) => [t.outcome, t.amount])).toEqual([
      ['counted', 30_000_000n],
      ['counted', 20_000_000n],
    ]);
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.partially_paid', 'payment.completed']);
  });

  it('records two payments found in one tick in chain order: the later one completes the link', async () => {
    const link = await newLink({ amount: '0.05' });
    const first = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 30_000_000n });
    const second = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 20_000_000n });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', transactionSignature: second.signature });
    expect((await transfers(link.id)).map((t) => t.signature)).toEqual([first.signature, second.signature]);
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.partially_paid', 'payment.completed']);
  });

  it('keeps a link PENDING when a stranger sends dust with its reference', async () => {
    const link = await newLink({ amount: '0.5' });
    // The wallet exists already (a new account could not take 1 lamport: rent), as a merchant's would.
    await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: link.recipientAddress, amount: 10_000_000n, token: 'SOL', references: [] });
    await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: link.recipientAddress, amount: 1n, token: 'SOL', references: [link.reference] });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'PENDING', amountReceived: 1n, failureReason: null });
    expect((await transfers(link.id)).map((t) => [t.outcome, t.amount])).toEqual([['counted', 1n]]);
  });

  it('keeps a link PENDING when a failing transaction carries its reference', async () => {
    const link = await newLink({ amount: '0.1' });
    const sent = await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: link.recipientAddress, amount: 100_000_000n, token: 'SOL', references: [link.reference], fail: true });
    expect(sent.err).not.toBeNull();
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
    expect((await transfers(link.id)).map((t) => [t.outcome, t.reason])).toEqual([['rejected', 'transaction_failed']]);
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(shown).toMatchObject({ status: 'PENDING', rejectedReason: 'transaction_failed', amountReceived: '0', amountRemaining: '0.1' });
  });

  it('completes a USDC link paid with another mint first, then the right one, listing the rejected transfer', async () => {
    const link = await newLink({ amount: '5', currency: 'USDC' });
    const fake = await createTestMint({ rpcUrl: chain.rpcUrl, decimals: 6 });
    await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: link.recipientAddress, amount: 5_000_000n, token: { mint: fake, decimals: 6 }, references: [link.reference] });
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', transactionSignature: paid.signature, amountReceived: 5_000_000n });
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${link.id}`, headers: bearer(link.merchantToken) })).json().data.payment;
    expect(detail.transfers).toEqual([
      expect.objectContaining({ outcome: 'rejected', reason: 'wrong_token', amount: null, currency: null }),
      expect.objectContaining({ outcome: 'counted', reason: null, amount: '5', currency: 'USDC', signature: paid.signature, payer: paid.payer }),
    ]);
  });

  it('records a second full payment as excess, owed back to the customer', async () => {
    const link = await newLink({ amount: '0.07' });
    const first = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await tick();
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', transactionSignature: first.signature, amountReceived: 70_000_000n, needsRefund: true });
    expect((await transfers(link.id)).map((t) => t.outcome)).toEqual(['counted', 'excess']);
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.completed', 'payment.excess_received']);
    const attention = (await ctx.app.inject({ method: 'GET', url: '/api/payments/payments?attention=true', headers: bearer(link.merchantToken) })).json().data;
    expect(attention.payments.map((p: Payment) => p.id)).toEqual([link.id]);
  });

  it('records a valid payment then junk found in the same tick in chain order: completed, never failed', async () => {
    const link = await newLink({ amount: '0.08' });
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: link.recipientAddress, amount: 10_000n, token: 'SOL', references: [link.reference], fail: true });
    await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: randomAddress(), amount: 10_000_000n, token: 'SOL', references: [link.reference] });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', transactionSignature: paid.signature });
    expect((await transfers(link.id)).map((t) => [t.outcome, t.reason])).toEqual([
      ['counted', null],
      ['rejected', 'transaction_failed'],
      ['rejected', 'wrong_recipient'],
    ]);
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.completed']);
  });

  it('fails an underpaid link at expiry with the amount received, and completes it when the rest arrives late', async () => {
    const link = await newLink({ amount: '0.5', expiresIn: 300 });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 100_000_000n });
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
    await expireNow(link.id);
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'FAILED', failureReason: 'underpaid', amountReceived: 100_000_000n, needsRefund: true });
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.partially_paid', 'payment.failed']);

    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 400_000_000n });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', paidLate: true, failureReason: null, amountReceived: 500_000_000n, needsRefund: false });
  });

  it('fails a link at expiry when only a transfer to someone else carried its reference', async () => {
    const link = await newLink({ amount: '0.1', expiresIn: 300 });
    await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: randomAddress(), amount: 100_000_000n, token: 'SOL', references: [link.reference] });
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
    await tick({ now: () => new Date(Date.now() + 301_000) });
    expect(await row(link.id)).toMatchObject({ status: 'FAILED', failureReason: 'wrong_recipient', amountReceived: null, needsRefund: false });
  });

  it('lets one signature complete only one of two links it references', async () => {
    const a = await newLink({ amount: '0.2' });
    const [b] = await ctx.deps.db
      .update(payments)
      .set({ recipientAddress: a.recipientAddress, amount: 200_000_000n })
      .where(eq(payments.id, (await newLink({ amount: '0.2' })).id))
      .returning();
    await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: a.recipientAddress, amount: 200_000_000n, token: 'SOL', references: [a.reference, b!.reference] });
    await tick();
    const statuses = [(await row(a.id)).status, (await row(b!.id)).status].sort();
    expect(statuses).toEqual(['COMPLETED', 'PENDING']);
  });

  it('leaves a link PENDING when a transfer to its wallet carries no reference', async () => {
    const link = await newLink({ amount: '0.1' });
    await sendTestTransfer({ rpcUrl: chain.rpcUrl, recipient: link.recipientAddress, amount: 100_000_000n, token: 'SOL', references: [] });
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
  });

  it('expires an unpaid link, then completes it as paid late', async () => {
    const link = await newLink({ amount: '0.3', expiresIn: 300 });
    await expireNow(link.id);
    await tick();
    expect((await row(link.id)).status).toBe('EXPIRED');
    expect(await events(link.id)).toEqual(['payment.created', 'payment.expired']);

    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', paidLate: true });
    expect(await events(link.id)).toEqual(['payment.completed', 'payment.created', 'payment.expired']);
  });

  it('completes a link paid before its expiry but first seen after it: on time, never expired', async () => {
    const link = await newLink({ amount: '0.3', expiresIn: 300 });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await tick({ now: () => new Date(Date.now() + 301_000) });
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', paidLate: false, amountReceived: 300_000_000n });
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.completed']);
  });

  it('completes a link paid after its expiry, found by a wake-up tick before the expiry ran, as paid late', async () => {
    const link = await newLink({ amount: '0.3', expiresIn: 300 });
    await expireNow(link.id);
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await tick({ onlyRecipients: [link.recipientAddress] });
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', paidLate: true });
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.completed']);
  });

  it('stops watching links past the late-payment window', async () => {
    const link = await newLink({ amount: '0.3', expiresIn: 300 });
    const muchLater = new Date(Date.now() + 8 * 86_400_000);
    await tick({ now: () => muchLater });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await tick({ now: () => muchLater });
    expect((await row(link.id)).status).toBe('EXPIRED');
  });

  it('completes a payment exactly once when two workers race', async () => {
    const link = await newLink({ amount: '0.4' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await Promise.all([tick(), tick(), tick()]);
    expect((await row(link.id)).status).toBe('COMPLETED');
    const completed = (await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, link.id))).filter((e) => e.type === 'payment.completed');
    expect(completed).toHaveLength(1);
  });

  it('adds partial payments up exactly once when workers race', async () => {
    const link = await newLink({ amount: '0.09' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 20_000_000n });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl, amountOverride: 30_000_000n });
    await Promise.all([tick(), tick(), tick()]);
    expect(await row(link.id)).toMatchObject({ status: 'PENDING', amountReceived: 50_000_000n });
    expect(await transfers(link.id)).toHaveLength(2);
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.partially_paid', 'payment.partially_paid']);
  });

  it('loses nothing when the worker dies between finding and recording a payment', async () => {
    const link = await newLink({ amount: '0.6' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
    await expect(
      tick({
        beforeRecord: (id) => {
          if (id === link.id) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect((await row(link.id)).status).toBe('PENDING');
    await tick();
    expect((await row(link.id)).status).toBe('COMPLETED');
    expect(await events(link.id)).toEqual(['payment.completed', 'payment.created']);
  });

  it('pays through the hosted page test wallet and streams the change over SSE', async () => {
    const link = await newLink({ amount: '0.05' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/payments/${link.id}/events`, { signal: controller.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextEvent = async () => {
      while (!buffer.includes('\n\n')) buffer += decoder.decode((await reader.read()).value);
      const [event, ...rest] = buffer.split('\n\n');
      buffer = rest.join('\n\n');
      return JSON.parse(event!.replace(/^data: /, ''));
    };
    expect((await nextEvent()).status).toBe('PENDING');

    const pay = await ctx.app.inject({ method: 'POST', url: `/api/payments/${link.id}/test-pay` });
    expect(pay.statusCode, pay.body).toBe(200);
    const report = await tick({ onChange: (id) => ctx.deps.notifier.notify(id) });
    expect(report.changed).toContain(link.id);
    const update = await nextEvent();
    expect(update).toMatchObject({ status: 'COMPLETED', transactionSignature: pay.json().data.signature });
    expect(update.metadata).toBeUndefined();
    controller.abort();
  });

  it('reports in stats what completed links received', async () => {
    const m = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/payment-link', headers: bearer(m.token), payload: { label: 'x', amount: '0.123456789', walletAddress: randomAddress() } });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: res.json().data.payment.paymentUrl });
    await tick();
    const stats = (await ctx.app.inject({ method: 'GET', url: '/api/payments/stats', headers: bearer(m.token) })).json().data;
    expect(stats.received).toEqual({ SOL: '0.123456789', USDC: '0' });
    expect(stats.byStatus.COMPLETED).toBe(1);
  });
});

/** The test RPC, with getTransaction counted per signature and answering null for the signatures in `hidden`. */
function instrumentedRpc(hidden: Set<string>) {
  const fetched = new Map<string, number>();
  const rpc = new Proxy(ctx.deps.rpc, {
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

describe('a slow node cannot hold anyone else back', () => {
  it("reads only the woken recipient's links on a wake-up tick, however many other links are open", async () => {
    const woken = await newLink({ amount: '0.07' });
    await newLink({ amount: '0.08' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: woken.paymentUrl });
    const report = await tick({ onlyRecipients: [woken.recipientAddress] });
    expect(report).toMatchObject({ watchedPayments: 1, watchedAddresses: 1, changed: [woken.id] });
    expect((await row(woken.id)).status).toBe('COMPLETED');
  });

  it('retries a transaction the node cannot return yet on its own, without holding back other links', async () => {
    const slow = await newLink({ amount: '0.15' });
    const fine = await newLink({ amount: '0.16' });
    const paidSlow = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: slow.paymentUrl });
    const paidFine = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: fine.paymentUrl });
    const lagging = instrumentedRpc(new Set([paidSlow.signature]));

    const first = await tick({ rpc: lagging.rpc });
    expect(first.failedLoads).toBe(1);
    expect((await row(fine.id)).status).toBe('COMPLETED');
    expect((await row(slow.id)).status).toBe('PENDING');

    // Still missing on the next attempt, after its backoff; the fine link's transaction is never asked for again.
    await tick({ rpc: lagging.rpc, now: () => new Date(Date.now() + 5_000) });
    expect(lagging.fetched.get(paidSlow.signature)).toBe(2);
    expect(lagging.fetched.get(paidFine.signature)).toBe(1);

    const caughtUp = instrumentedRpc(new Set());
    await tick({ rpc: caughtUp.rpc, now: () => new Date(Date.now() + 60_000) });
    expect(await row(slow.id)).toMatchObject({ status: 'COMPLETED', transactionSignature: paidSlow.signature });
    expect(caughtUp.fetched.has(paidFine.signature)).toBe(false);
  });
});

describe('nothing on chain stops the watcher', () => {
  it('records a 2^63-unit transfer of a home-made 0-decimal token, and other merchants still complete, tick after tick', async () => {
    const target = await newLink({ amount: '0.2' });
    const other = await newLink({ amount: '0.21' });
    // Anyone can read the reference from the QR, mint a token of their own and move it between their own accounts.
    const junk = await createTestMint({ rpcUrl: chain.rpcUrl, decimals: 0 });
    const attack = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: randomAddress(),
      amount: 2n ** 63n,
      token: { mint: junk, decimals: 0 },
      references: [target.reference],
    });
    expect(attack.err).toBeNull();
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: other.paymentUrl });

    const report = await tick();
    expect(report.quarantined).toEqual([]);
    expect((await row(other.id)).status).toBe('COMPLETED');
    expect(await transfers(target.id)).toMatchObject([{ outcome: 'rejected', reason: 'wrong_token', amount: 2n ** 63n, mint: junk }]);
    expect((await row(target.id)).status).toBe('PENDING');

    // The next merchant's payment completes on the next tick, and again on a watcher started afresh over the same database.
    for (const label of ['next tick', 'after a restart']) {
      const next = await newLink({ amount: '0.22', label });
      await payTransferRequest({ rpcUrl: chain.rpcUrl, url: next.paymentUrl });
      await watchTick(ctx);
      expect((await row(next.id)).status, label).toBe('COMPLETED');
    }

    // The merchant's transfers list shows the full amount as a decimal string.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${target.id}`, headers: bearer(target.merchantToken) });
    expect(detail.body).toContain('9223372036854775808');
  });

  it('quarantines a transaction whose recording throws: kept with its error, counted in health, retried with backoff, blocking no one', async () => {
    const stuck = await newLink({ amount: '0.23' });
    const fine = await newLink({ amount: '0.24' });
    // A real database error on this link's transfers only (a trigger), standing in for any bug a transaction could hit.
    await ctx.deps.db.execute(
      sql.raw(`create or replace function refuse_transfer() returns trigger language plpgsql as $$ begin
        if new.payment_id = '${stuck.id}' then raise exception 'refused by test trigger'; end if; return new; end $$`),
    );
    await ctx.deps.db.execute(sql.raw('create trigger refuse_transfer before insert on payment_transfers for each row execute function refuse_transfer()'));
    try {
      await payTransferRequest({ rpcUrl: chain.rpcUrl, url: stuck.paymentUrl });
      await payTransferRequest({ rpcUrl: chain.rpcUrl, url: fine.paymentUrl });
      const report = await tick();
      expect(report.quarantined).toHaveLength(1);
      expect(report.quarantined[0]!.error).toContain('refused by test trigger');
      expect((await row(fine.id)).status).toBe('COMPLETED');
      expect((await row(stuck.id)).status).toBe('PENDING');
      expect(await countQuarantined(ctx.deps.db)).toBe(1);
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ watcher: { quarantined: 1 } });

      // Not retried before its backoff.
      expect((await tick()).quarantined).toEqual([]);
      expect((await row(stuck.id)).status).toBe('PENDING');
    } finally {
      await ctx.deps.db.execute(sql.raw('drop trigger refuse_transfer on payment_transfers'));
      await ctx.deps.db.execute(sql.raw('drop function refuse_transfer()'));
    }
    await tick({ now: () => new Date(Date.now() + 60_000) });
    expect((await row(stuck.id)).status).toBe('COMPLETED');
    expect(await countQuarantined(ctx.deps.db)).toBe(0);
  });
});

describe('USDC mint config', () => {
  it('uses the local chain USDC mint, the real mainnet address', () => {
    expect(LOCAL_USDC_MINT).toBe(ctx.deps.config.usdcMint);
  });
});
