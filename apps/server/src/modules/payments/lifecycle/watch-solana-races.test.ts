// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payTransferRequest } from '@paylink/localnet';
import { paymentEvents } from '../schema';
import { bearer, signUp } from '../../../test/test-app';
import { useSolanaWatch } from '../../../test/solana-watch';

/** The Solana watcher on a real local chain: racing workers, a crash mid-round, the live stream, a slow node. */
const w = useSolanaWatch();
const { randomAddress, tick, newLink, row, transfers, eventsInOrder, events, instrumentedRpc } = w;

describe('payment watcher on a real local chain: workers, crashes and streams', () => {
  it('completes a payment exactly once when two workers race', async () => {
    const link = await newLink({ amount: '0.4' });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await Promise.all([tick(), tick(), tick()]);
    expect((await row(link.id)).status).toBe('COMPLETED');
    const completed = (
      await w.ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, link.id))
    ).filter((e) => e.type === 'payment.completed');
    expect(completed).toHaveLength(1);
  });

  it('adds partial payments up exactly once when workers race', async () => {
    const link = await newLink({ amount: '0.09' });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl, amountOverride: 20_000_000n });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl, amountOverride: 30_000_000n });
    await Promise.all([tick(), tick(), tick()]);
    expect(await row(link.id)).toMatchObject({ status: 'PENDING', amountReceived: 50_000_000n });
    expect(await transfers(link.id)).toHaveLength(2);
    expect(await eventsInOrder(link.id)).toEqual([
      'payment.created',
      'payment.partially_paid',
      'payment.partially_paid',
    ]);
  });

  it('loses nothing when the worker dies between finding and recording a payment', async () => {
    const link = await newLink({ amount: '0.6' });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
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
    await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = w.ctx.app.server.address() as { port: number };
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/payments/${link.id}/events`, {
      signal: controller.signal,
    });
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

    const pay = await w.ctx.app.inject({ method: 'POST', url: `/api/payments/${link.id}/test-pay` });
    expect(pay.statusCode, pay.body).toBe(200);
    const report = await tick({ onChange: (id) => w.ctx.deps.notifier.notify(id) });
    expect(report.changed).toContain(link.id);
    const update = await nextEvent();
    expect(update).toMatchObject({ status: 'COMPLETED', transactionSignature: pay.json().data.signature });
    expect(update.metadata).toBeUndefined();
    controller.abort();
  });

  it('reports in stats what completed links received', async () => {
    const m = await signUp(w.ctx);
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { label: 'x', amount: '0.123456789', walletAddress: randomAddress() },
    });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: res.json().data.payment.paymentUrl });
    await tick();
    const stats = (
      await w.ctx.app.inject({ method: 'GET', url: '/api/payments/stats', headers: bearer(m.token) })
    ).json().data;
    expect(stats.received).toEqual({ SOL: '0.123456789', USDC: '0' });
    expect(stats.byStatus.COMPLETED).toBe(1);
  });
});

describe('a slow node cannot hold anyone else back', () => {
  it("reads only the woken recipient's links on a wake-up tick, however many other links are open", async () => {
    const woken = await newLink({ amount: '0.07' });
    await newLink({ amount: '0.08' });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: woken.paymentUrl });
    const report = await tick({ onlyRecipients: [woken.recipientAddress] });
    expect(report).toMatchObject({ watchedPayments: 1, watchedAddresses: 1, changed: [woken.id] });
    expect((await row(woken.id)).status).toBe('COMPLETED');
  });

  it('retries a transaction the node cannot return yet on its own, without holding back other links', async () => {
    const slow = await newLink({ amount: '0.15' });
    const fine = await newLink({ amount: '0.16' });
    const paidSlow = await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: slow.paymentUrl });
    const paidFine = await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: fine.paymentUrl });
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
    expect(await row(slow.id)).toMatchObject({ status: 'COMPLETED', txId: paidSlow.signature });
    expect(caughtUp.fetched.has(paidFine.signature)).toBe(false);
  });
});
