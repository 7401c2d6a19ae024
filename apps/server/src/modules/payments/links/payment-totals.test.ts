import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payTransferRequest } from '@paylink/localnet';
import type { PaymentTotals } from '@paylink/shared';
import { watchTick } from '../../../test/local-chain';
import { useRefundChain, type Merchant } from '../../../test/refund-chain';
import { bearer } from '../../../test/test-app';
import { payments } from '../schema';

/** Dashboard totals over HTTP: links paid on the local chain, a refund paid back, other networks' completed links. */
const r = useRefundChain();
const DAY = 24 * 60 * 60 * 1000;

const totals = (m: { token: string }, query = '') =>
  r.ctx.app.inject({ method: 'GET', url: `/api/payments/totals${query}`, headers: bearer(m.token) });

/** A completed link on a network this suite has no chain for, written as the watcher leaves one. */
async function completedElsewhere(
  m: Merchant,
  network: string,
  currency: string,
  received: bigint,
  completedAt = new Date(),
) {
  const id = `pay_${network}_${currency}_${Math.random().toString(36).slice(2)}`;
  await r.ctx.deps.db.insert(payments).values({
    id,
    accountId: m.accountId,
    label: 'Elsewhere',
    amount: received,
    currency,
    network,
    recipientAddress: 'merchant',
    reference: id,
    paymentUrl: `test:${id}`,
    checkoutUrl: `http://localhost/payment/${id}`,
    expiresAt: new Date(completedAt.getTime() + DAY),
    status: 'COMPLETED',
    amountReceived: received,
    completedAt,
  });
}

describe('GET /api/payments/totals', () => {
  it('sums completed links per network and token, net of completed refunds, by day and within the range', async () => {
    const m = await r.merchant();
    const sol = await r.newLink(m, { amount: '0.02' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: sol.paymentUrl });
    const usdc = await r.newLink(m, { amount: '1', currency: 'USDC' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: usdc.paymentUrl, amountOverride: 1_500_000n });
    await r.newLink(m, { amount: '5', currency: 'USDC' }); // never paid: counts nowhere
    await watchTick(r.ctx);

    // The overpaid 0.5 USDC goes back to the customer, paid from the merchant's wallet on chain.
    const owed = await r.detail(m, usdc.id);
    const prepared = await r.prepare(m, usdc.id, { transferId: owed.transfers[0]!.id });
    expect(prepared.statusCode, prepared.body).toBe(201);
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: prepared.json().data.refund.paymentUrl, payer: m.wallet });
    await r.watch();
    expect(await r.detail(m, usdc.id)).toMatchObject({
      status: 'COMPLETED',
      amountReceived: '1.5',
      amountRefunded: '0.5',
    });

    // 18-decimal amounts far beyond Number's exact integers, and Bitcoin's 8 decimals.
    await completedElsewhere(m, 'ethereum', 'ETH', 12_345_678_901_234_567_891n);
    await completedElsewhere(m, 'polygon', 'POL', 1n);
    await completedElsewhere(m, 'bitcoin', 'BTC', 150_000n);
    await completedElsewhere(m, 'bitcoin', 'BTC', 99_000_000n, new Date(Date.now() - 40 * DAY));

    const res = await totals(m);
    expect(res.statusCode, res.body).toBe(200);
    const data: PaymentTotals = res.json().data;
    const today = new Date().toISOString().slice(0, 10);
    expect(data.to).toBe(today);
    expect(data.from).toBe(new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10));
    expect(data.totals).toEqual([
      {
        network: 'bitcoin',
        networkName: expect.any(String),
        currency: 'BTC',
        received: '0.0015',
        refunded: '0',
        net: '0.0015',
      },
      {
        network: 'ethereum',
        networkName: 'Ethereum',
        currency: 'ETH',
        received: '12.345678901234567891',
        refunded: '0',
        net: '12.345678901234567891',
      },
      {
        network: 'polygon',
        networkName: expect.any(String),
        currency: 'POL',
        received: '0.000000000000000001',
        refunded: '0',
        net: '0.000000000000000001',
      },
      { network: 'solana', networkName: 'Solana', currency: 'SOL', received: '0.02', refunded: '0', net: '0.02' },
      { network: 'solana', networkName: 'Solana', currency: 'USDC', received: '1.5', refunded: '0.5', net: '1' },
    ]);
    expect(data.days).toEqual(
      expect.arrayContaining([
        { date: today, network: 'solana', currency: 'USDC', received: '1.5' },
        { date: today, network: 'ethereum', currency: 'ETH', received: '12.345678901234567891' },
      ]),
    );
    expect(data.days).toHaveLength(5);

    // A range that reaches 40 days back finds the older Bitcoin payment, on its own day.
    const older = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10);
    const wide: PaymentTotals = (await totals(m, `?from=${older}&to=${older}`)).json().data;
    expect(wide.totals).toEqual([
      {
        network: 'bitcoin',
        networkName: expect.any(String),
        currency: 'BTC',
        received: '0.99',
        refunded: '0',
        net: '0.99',
      },
    ]);
    expect(wide.days).toEqual([{ date: older, network: 'bitcoin', currency: 'BTC', received: '0.99' }]);

    // Another merchant sees none of it.
    expect((await totals(await r.merchant())).json().data.totals).toEqual([]);
  });

  it('answers 400 for a range it cannot read, and 401 without a session', async () => {
    const m = await r.merchant();
    for (const query of [
      '?from=2026-13-01',
      '?from=2026-05-02&to=2026-05-01',
      '?from=2024-01-01&to=2026-01-01',
      '?to=yesterday',
    ]) {
      const res = await totals(m, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect((await r.ctx.app.inject({ method: 'GET', url: '/api/payments/totals' })).statusCode).toBe(401);
    // Only what was completed counts: an unpaid link of this merchant leaves the totals empty.
    await r.newLink(m, { amount: '1' });
    await r.ctx.deps.db.update(payments).set({ status: 'EXPIRED' }).where(eq(payments.accountId, m.accountId));
    expect((await totals(m)).json().data).toMatchObject({ totals: [], days: [] });
  });
});
