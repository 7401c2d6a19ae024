// @module-tag smoke
import { describe, expect, it } from 'vitest';
import { payTransferRequest, sendTestTransfer } from '@paylink/localnet';
import { useSolanaWatch } from '../../../test/solana-watch';

/** The Solana watcher on a real local chain: what expiry and late payments do to a link. */
const w = useSolanaWatch();
const { randomAddress, tick, newLink, row, expireNow, eventsInOrder, events } = w;

describe('payment watcher on a real local chain', () => {
  it('fails an underpaid link at expiry with the amount received, and completes it when the rest arrives late', async () => {
    const link = await newLink({ amount: '0.5', expiresIn: 300 });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl, amountOverride: 100_000_000n });
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
    await expireNow(link.id);
    await tick();
    expect(await row(link.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'underpaid',
      amountReceived: 100_000_000n,
      needsRefund: true,
    });
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.partially_paid', 'payment.failed']);

    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl, amountOverride: 400_000_000n });
    await tick();
    expect(await row(link.id)).toMatchObject({
      status: 'COMPLETED',
      paidLate: true,
      failureReason: null,
      amountReceived: 500_000_000n,
      needsRefund: false,
    });
  });

  it('fails a link at expiry when only a transfer to someone else carried its reference', async () => {
    const link = await newLink({ amount: '0.1', expiresIn: 300 });
    await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: randomAddress(),
      amount: 100_000_000n,
      token: 'SOL',
      references: [link.reference!],
    });
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
    await tick({ now: () => new Date(Date.now() + 301_000) });
    expect(await row(link.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'wrong_recipient',
      amountReceived: null,
      needsRefund: false,
    });
  });

  it('expires an unpaid link, then completes it as paid late', async () => {
    const link = await newLink({ amount: '0.3', expiresIn: 300 });
    await expireNow(link.id);
    await tick();
    expect((await row(link.id)).status).toBe('EXPIRED');
    expect(await events(link.id)).toEqual(['payment.created', 'payment.expired']);

    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', paidLate: true });
    expect(await events(link.id)).toEqual([
      'payment.completed',
      'payment.created',
      'payment.expired',
      'payment.paid_late',
    ]);
  });

  it('completes a link paid before its expiry but first seen after it: on time, never expired', async () => {
    const link = await newLink({ amount: '0.3', expiresIn: 300 });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await tick({ now: () => new Date(Date.now() + 301_000) });
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', paidLate: false, amountReceived: 300_000_000n });
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.completed']);
  });

  it('completes a link paid after its expiry, found by a wake-up tick before the expiry ran, as paid late', async () => {
    const link = await newLink({ amount: '0.3', expiresIn: 300 });
    await expireNow(link.id);
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await tick({ onlyRecipients: [link.recipientAddress] });
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', paidLate: true });
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.completed', 'payment.paid_late']);
  });

  it('stops watching links past the late-payment window', async () => {
    const link = await newLink({ amount: '0.3', expiresIn: 300 });
    const muchLater = new Date(Date.now() + 8 * 86_400_000);
    await tick({ now: () => muchLater });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await tick({ now: () => muchLater });
    expect((await row(link.id)).status).toBe('EXPIRED');
  });
});
