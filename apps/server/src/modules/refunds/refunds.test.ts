// @module-tag smoke
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCAL_USDC_MINT, payTransferRequest } from '@paylink/localnet';
import { REFUND_EXPIRY_GRACE_MS, REFUND_LATE_WATCH_MS, type Refund } from '@paylink/shared';
import { watchTick } from '../../test/local-chain';
import { bearer } from '../../test/test-app';
import { deliverDueWebhooks } from '../webhooks/deliver-due-webhooks';
import { refunds } from './schema';
import { DAY, useRefundChain } from '../../test/refund-chain';

/** Refunds on the local chain: owed amounts refunded from the merchant's wallet, access, lapsing. */
const r = useRefundChain();
const { merchant, newLink, detail, prepare, watch, eventTypes } = r;

describe('refunds on the local chain', () => {
  it('marks an overpayment as owed, refunds it to the payer from the merchant wallet, and clears needsRefund', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '1', currency: 'USDC', webhookUrl: `${r.receiver.url}/refunds` });
    const paid = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl, amountOverride: 1_500_000n });
    await watchTick(r.ctx);

    const owed = await detail(m, link.id);
    expect(owed).toMatchObject({
      status: 'COMPLETED',
      needsRefund: true,
      amountOwed: '0.5',
      amountRefunded: '0',
      amountRefundable: '1.5',
      refunds: [],
    });
    expect(owed.transfers).toEqual([
      expect.objectContaining({ payer: paid.payer, amountOwed: '0.5', amountRefundable: '1.5' }),
    ]);

    const res = await prepare(m, link.id, { transferId: owed.transfers[0]!.id, reason: 'Overpaid' });
    expect(res.statusCode, res.body).toBe(201);
    const refund: Refund = res.json().data.refund;
    expect(refund).toMatchObject({
      status: 'PENDING',
      amount: '0.5',
      currency: 'USDC',
      network: 'solana',
      to: paid.payer,
      reason: 'Overpaid',
      transferId: owed.transfers[0]!.id,
      signature: null,
    });
    expect(refund.qrCodeData).toMatch(/^data:image\/png;base64,/);
    const url = new URL(refund.paymentUrl);
    expect(url.pathname).toBe(paid.payer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      amount: '0.5',
      'spl-token': LOCAL_USDC_MINT,
      reference: refund.reference,
      label: 'Refund Order 7',
    });
    expect(new Date(refund.expiresAt).getTime() - new Date(refund.createdAt).getTime()).toBe(DAY);

    // Not paid yet: the watcher leaves it PENDING.
    await watch();
    const reserved = await detail(m, link.id);
    expect(reserved.refunds).toEqual([expect.objectContaining({ id: refund.id, status: 'PENDING' })]);
    // The pending refund reserves its amount: the cap the detail shows is the one prepare enforces.
    expect(reserved).toMatchObject({ amountOwed: '0.5', amountRefundable: '1' });
    expect(reserved.transfers[0]!.amountRefundable).toBe('1');
    expect((await prepare(m, link.id, { transferId: owed.transfers[0]!.id, amount: '1.000001' })).statusCode).toBe(400);

    const sent = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: refund.paymentUrl, payer: m.wallet });
    const report = await watch();
    expect(report.changed).toContain(link.id);
    const after = await detail(m, link.id);
    expect(after).toMatchObject({
      needsRefund: false,
      amountOwed: '0',
      amountRefunded: '0.5',
      refundStatus: 'partially_refunded',
    });
    expect(after.transfers[0]!.amountOwed).toBe('0');
    expect(after.refunds).toEqual([
      expect.objectContaining({ id: refund.id, status: 'COMPLETED', signature: sent.signature }),
    ]);
    const shown = await r.ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` });
    expect(shown.json().data).toMatchObject({ status: 'COMPLETED', amountReceived: '1.5', amountRefunded: '0.5' });
    const polled = await r.ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${link.id}/refunds/${refund.id}`,
      headers: bearer(m.token),
    });
    expect(polled.json().data.refund).toMatchObject({ status: 'COMPLETED', signature: sent.signature });

    // Watching again (or the same signature found again) never completes or announces twice.
    await watch();
    expect((await eventTypes(link.id)).filter((t) => t === 'payment.refunded')).toHaveLength(1);

    // The webhook, over real HTTP, with data.refund.
    // One delivery per endpoint at a time, in order: rounds until this link's events are all sent.
    for (
      let round = 0;
      round < 10 && (await deliverDueWebhooks(r.ctx.deps, { timeoutMs: 2000, concurrency: 50 })).attempted > 0;
      round++
    );
    const hook = r.receiver.received
      .map((r) => JSON.parse(r.rawBody))
      .find((b) => b.type === 'payment.refunded' && b.data.payment.id === link.id);
    expect(hook.data.refund).toMatchObject({
      id: refund.id,
      amount: '0.5',
      currency: 'USDC',
      to: paid.payer,
      status: 'COMPLETED',
      signature: sent.signature,
    });

    // What is left to refund is what arrived minus what was refunded.
    const tooMuch = await prepare(m, link.id, { amount: '1.01' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      error: expect.stringContaining('at most 1 USDC'),
    });
  });

  it('refunds a completed link in full when asked with the amount, and never more than arrived', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.02' });
    const paid = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl });
    await watchTick(r.ctx);
    expect(await detail(m, link.id)).toMatchObject({ status: 'COMPLETED', needsRefund: false, amountOwed: '0' });

    const nothing = await prepare(m, link.id);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe('Nothing is owed back on this payment. To refund it anyway, send the amount.');
    expect((await prepare(m, link.id, { amount: '0.021' })).statusCode).toBe(400);

    const res = await prepare(m, link.id, { amount: '0.02' });
    expect(res.statusCode, res.body).toBe(201);
    const refund: Refund = res.json().data.refund;
    expect(refund).toMatchObject({ amount: '0.02', currency: 'SOL', to: paid.payer });
    expect(new URL(refund.paymentUrl).searchParams.get('spl-token')).toBeNull();
    // The pending refund reserves its amount.
    const reserved = await prepare(m, link.id, { amount: '0.000000001' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().error).toContain('Nothing is left to refund');

    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: refund.paymentUrl, payer: m.wallet });
    // Two workers finding it at once: completed and announced once.
    await Promise.all([watch(), watch()]);
    expect((await eventTypes(link.id)).filter((t) => t === 'payment.refunded')).toHaveLength(1);
    expect(await detail(m, link.id)).toMatchObject({
      status: 'COMPLETED',
      needsRefund: false,
      amountOwed: '0',
      amountRefunded: '0.02',
      refundStatus: 'refunded',
    });
    const csv = await r.ctx.app.inject({ method: 'GET', url: '/api/payments/export.csv', headers: bearer(m.token) });
    // amount_refunded, then checkout_url, finality, finalized_at, pay_button_id and refund_status (the last columns).
    expect(csv.body.split('\r\n').find((line) => line.startsWith(link.id))).toMatch(
      /,0\.02,[^,]*\/payment\/[^,]*,(confirmed|finalized),[^,]*,,refunded$/,
    );
  });

  it('answers 404 for another merchant’s payment and refund', async () => {
    const owner = await merchant();
    const stranger = await merchant();
    const link = await newLink(owner, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl, amountOverride: 20_000_000n });
    await watchTick(r.ctx);
    expect((await prepare(stranger, link.id)).statusCode).toBe(404);
    expect(
      (
        await r.ctx.app.inject({
          method: 'GET',
          url: `/api/payments/payments/${link.id}/refunds`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    const own = (await prepare(owner, link.id)).json().data.refund as Refund;
    expect(own.amount).toBe('0.01');
    expect(
      (
        await r.ctx.app.inject({
          method: 'GET',
          url: `/api/payments/payments/${link.id}/refunds/${own.id}`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(await r.ctx.deps.db.select().from(refunds).where(eq(refunds.accountId, stranger.accountId))).toEqual([]);
  });

  it('expires an unpaid refund after 24 hours, then prepares a new one once it can no longer be paid late', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl, amountOverride: 13_000_000n });
    await watchTick(r.ctx);
    const first = (await prepare(m, link.id)).json().data.refund as Refund;
    expect(first.amount).toBe('0.003');
    // What is owed is reserved by the pending refund.
    expect((await prepare(m, link.id)).json().error).toBe(
      'What is owed is already being refunded: pay the pending refund, or wait until it expires.',
    );

    await watch(new Date(Date.now() + DAY - 60_000));
    expect((await detail(m, link.id)).refunds[0]).toMatchObject({ id: first.id, status: 'PENDING' });
    // Past its time but within the grace (a transaction signed in time may still confirm): still PENDING, still reserving.
    await watch(new Date(Date.now() + DAY + 1000));
    expect((await detail(m, link.id)).refunds[0]).toMatchObject({ id: first.id, status: 'PENDING' });
    expect((await prepare(m, link.id)).statusCode).toBe(400);
    const report = await watch(new Date(Date.now() + DAY + REFUND_EXPIRY_GRACE_MS + 1000));
    expect(report.changed).toContain(link.id);
    const lapsed = await detail(m, link.id);
    expect(lapsed).toMatchObject({ needsRefund: true, amountOwed: '0.003' });
    expect(lapsed.refunds[0]).toMatchObject({ id: first.id, status: 'EXPIRED' });

    // Lapsed, it can still be paid late (and would complete), so it still reserves: no second refund of it yet.
    const refused = await prepare(m, link.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatch(/^An earlier refund of 0\.003 SOL expired unpaid but still completes if paid/);
    // Once the late watch is over it can no longer complete: a new one is prepared.
    await r.ctx.deps.db
      .update(refunds)
      .set({ expiresAt: new Date(Date.now() - REFUND_LATE_WATCH_MS - 1000) })
      .where(eq(refunds.id, first.id));
    const second = await prepare(m, link.id);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.refund).toMatchObject({ amount: '0.003', status: 'PENDING' });
    expect(second.json().data.refund.reference).not.toBe(first.reference);
    expect(await eventTypes(link.id)).not.toContain('payment.refunded');
  });
});
