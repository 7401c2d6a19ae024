// @module-tag smoke
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestMint, payTransferRequest, sendTestTransfer } from '@paylink/localnet';
import type { Payment } from '@paylink/shared';
import { payments } from '../schema';
import { bearer } from '../../../test/test-app';
import { useSolanaWatch } from '../../../test/solana-watch';

/** The Solana watcher on a real local chain: what each kind of transfer does to a link. */
const w = useSolanaWatch();
const { randomAddress, tick, newLink, row, transfers, eventsInOrder, events } = w;

describe('payment watcher on a real local chain', () => {
  it('completes a SOL link paid exactly, once, with one payment.completed event', async () => {
    const link = await newLink({ amount: '0.25' });
    const paid = await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    expect(paid.err).toBeNull();
    await tick();
    await tick();
    const p = await row(link.id);
    expect(p).toMatchObject({
      status: 'COMPLETED',
      txId: paid.signature,
      payerAddress: paid.payer,
      amountReceived: 250_000_000n,
      overpaid: false,
      paidLate: false,
    });
    expect(p.completedAt).not.toBeNull();
    expect(await events(link.id)).toEqual(['payment.completed', 'payment.created']);
  });

  it('completes a USDC link paid exactly', async () => {
    const link = await newLink({ amount: '12.5', currency: 'USDC' });
    const paid = await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({
      status: 'COMPLETED',
      txId: paid.signature,
      amountReceived: 12_500_000n,
    });
  });

  it('completes an overpaid link with overpaid set', async () => {
    const link = await newLink({ amount: '1', currency: 'USDC' });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl, amountOverride: 1_500_000n });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', overpaid: true, amountReceived: 1_500_000n });
  });

  it('adds up partial payments: 0.03 + 0.02 of 0.05 SOL completes with two counted transfers', async () => {
    const link = await newLink({ amount: '0.05' });
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl, amountOverride: 30_000_000n });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'PENDING', amountReceived: 30_000_000n, txId: null });
    const shown = (await w.ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(shown).toMatchObject({
      status: 'PENDING',
      amountReceived: '0.03',
      amountRemaining: '0.02',
      rejectedReason: null,
    });
    expect(shown.remainingSolanaPayUrl).toContain('amount=0.02&');
    expect(shown.remainingSolanaPayUrl).toContain(`reference=${link.reference}`);
    expect(shown.remainingQrCodeData).toMatch(/^data:image\/png;base64,/);
    expect(JSON.stringify(shown)).not.toContain((await transfers(link.id))[0]!.payer);
    // The customer pays the rest from the new QR: same reference, remaining amount.
    const second = await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: shown.remainingSolanaPayUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({
      status: 'COMPLETED',
      amountReceived: 50_000_000n,
      txId: second.signature,
      overpaid: false,
    });
    expect((await transfers(link.id)).map((t) => [t.outcome, t.amount])).toEqual([
      ['counted', 30_000_000n],
      ['counted', 20_000_000n],
    ]);
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.partially_paid', 'payment.completed']);
  });

  it('records two payments found in one tick in chain order: the later one completes the link', async () => {
    const link = await newLink({ amount: '0.05' });
    const first = await payTransferRequest({
      rpcUrl: w.chain.rpcUrl,
      url: link.paymentUrl,
      amountOverride: 30_000_000n,
    });
    const second = await payTransferRequest({
      rpcUrl: w.chain.rpcUrl,
      url: link.paymentUrl,
      amountOverride: 20_000_000n,
    });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', txId: second.signature });
    expect((await transfers(link.id)).map((t) => t.txId)).toEqual([first.signature, second.signature]);
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.partially_paid', 'payment.completed']);
  });

  it('keeps a link PENDING when a stranger sends dust with its reference', async () => {
    const link = await newLink({ amount: '0.5' });
    // The wallet exists already (a new account could not take 1 lamport: rent), as a merchant's would.
    await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: link.recipientAddress,
      amount: 10_000_000n,
      token: 'SOL',
      references: [],
    });
    await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: link.recipientAddress,
      amount: 1n,
      token: 'SOL',
      references: [link.reference!],
    });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'PENDING', amountReceived: 1n, failureReason: null });
    expect((await transfers(link.id)).map((t) => [t.outcome, t.amount])).toEqual([['counted', 1n]]);
  });

  it('keeps a link PENDING when a failing transaction carries its reference', async () => {
    const link = await newLink({ amount: '0.1' });
    const sent = await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: link.recipientAddress,
      amount: 100_000_000n,
      token: 'SOL',
      references: [link.reference!],
      fail: true,
    });
    expect(sent.err).not.toBeNull();
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
    expect((await transfers(link.id)).map((t) => [t.outcome, t.reason])).toEqual([['rejected', 'transaction_failed']]);
    const shown = (await w.ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(shown).toMatchObject({
      status: 'PENDING',
      rejectedReason: 'transaction_failed',
      amountReceived: '0',
      amountRemaining: '0.1',
    });
  });

  it('completes a USDC link paid with another mint first, then the right one, listing the rejected transfer', async () => {
    const link = await newLink({ amount: '5', currency: 'USDC' });
    const fake = await createTestMint({ rpcUrl: w.chain.rpcUrl, decimals: 6 });
    await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: link.recipientAddress,
      amount: 5_000_000n,
      token: { mint: fake, decimals: 6 },
      references: [link.reference!],
    });
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
    const paid = await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', txId: paid.signature, amountReceived: 5_000_000n });
    const detail = (
      await w.ctx.app.inject({
        method: 'GET',
        url: `/api/payments/payments/${link.id}`,
        headers: bearer(link.merchantToken),
      })
    ).json().data.payment;
    expect(detail.transfers).toEqual([
      expect.objectContaining({ outcome: 'rejected', reason: 'wrong_token', amount: null, currency: null }),
      expect.objectContaining({
        outcome: 'counted',
        reason: null,
        amount: '5',
        currency: 'USDC',
        signature: paid.signature,
        payer: paid.payer,
      }),
    ]);
  });

  it('records a second full payment as excess, owed back to the customer', async () => {
    const link = await newLink({ amount: '0.07' });
    const first = await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await tick();
    await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await tick();
    expect(await row(link.id)).toMatchObject({
      status: 'COMPLETED',
      txId: first.signature,
      amountReceived: 70_000_000n,
      needsRefund: true,
    });
    expect((await transfers(link.id)).map((t) => t.outcome)).toEqual(['counted', 'excess']);
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.completed', 'payment.excess_received']);
    const attention = (
      await w.ctx.app.inject({
        method: 'GET',
        url: '/api/payments/payments?attention=true',
        headers: bearer(link.merchantToken),
      })
    ).json().data;
    expect(attention.payments.map((p: Payment) => p.id)).toEqual([link.id]);
  });

  it('records a valid payment then junk found in the same tick in chain order: completed, never failed', async () => {
    const link = await newLink({ amount: '0.08' });
    const paid = await payTransferRequest({ rpcUrl: w.chain.rpcUrl, url: link.paymentUrl });
    await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: link.recipientAddress,
      amount: 10_000n,
      token: 'SOL',
      references: [link.reference!],
      fail: true,
    });
    await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: randomAddress(),
      amount: 10_000_000n,
      token: 'SOL',
      references: [link.reference!],
    });
    await tick();
    expect(await row(link.id)).toMatchObject({ status: 'COMPLETED', txId: paid.signature });
    expect((await transfers(link.id)).map((t) => [t.outcome, t.reason])).toEqual([
      ['counted', null],
      ['rejected', 'transaction_failed'],
      ['rejected', 'wrong_recipient'],
    ]);
    expect(await eventsInOrder(link.id)).toEqual(['payment.created', 'payment.completed']);
  });

  it('lets one signature complete only one of two links it references', async () => {
    const a = await newLink({ amount: '0.2' });
    const [b] = await w.ctx.deps.db
      .update(payments)
      .set({ recipientAddress: a.recipientAddress, amount: 200_000_000n })
      .where(eq(payments.id, (await newLink({ amount: '0.2' })).id))
      .returning();
    await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: a.recipientAddress,
      amount: 200_000_000n,
      token: 'SOL',
      references: [a.reference!, b!.reference!],
    });
    await tick();
    const statuses = [(await row(a.id)).status, (await row(b!.id)).status].sort();
    expect(statuses).toEqual(['COMPLETED', 'PENDING']);
  });

  it('leaves a link PENDING when a transfer to its wallet carries no reference', async () => {
    const link = await newLink({ amount: '0.1' });
    await sendTestTransfer({
      rpcUrl: w.chain.rpcUrl,
      recipient: link.recipientAddress,
      amount: 100_000_000n,
      token: 'SOL',
      references: [],
    });
    await tick();
    expect((await row(link.id)).status).toBe('PENDING');
  });
});
