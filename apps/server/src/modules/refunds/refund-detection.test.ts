import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSigner, lamports } from '@solana/kit';
import { payTransferRequest } from '@paylink/localnet';
import { REFUND_EXPIRY_GRACE_MS, REFUND_LATE_WATCH_MS, REFUND_PAYERS_DIFFER, type Refund } from '@paylink/shared';
import { watchTick } from '../../test/local-chain';
import { refunds } from './schema';
import { DAY, useRefundChain } from '../../test/refund-chain';

/** Refund detection on the local chain: paid late, strangers' transfers, which payer, a transaction used twice. */
const r = useRefundChain();
const { merchant, newLink, detail, prepare, watch, eventTypes } = r;

describe('refunds on the local chain', () => {
  it('completes a refund found paid after it expired, once, and stops looking after the late window', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl, amountOverride: 14_000_000n });
    await watchTick(r.ctx);
    const late = (await prepare(m, link.id)).json().data.refund as Refund;
    const expired = new Date(Date.now() + DAY + REFUND_EXPIRY_GRACE_MS + 1000);
    await watch(expired);
    expect((await detail(m, link.id)).refunds[0]).toMatchObject({ id: late.id, status: 'EXPIRED' });

    // The merchant's wallet pays it after all (a transaction that landed late): it is the refund, never a second one owed.
    const sent = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: late.paymentUrl, payer: m.wallet });
    const later = new Date(expired.getTime() + DAY);
    await Promise.all([watch(later), watch(later)]);
    await watch(later);
    const after = await detail(m, link.id);
    expect(after).toMatchObject({ needsRefund: false, amountOwed: '0', amountRefunded: '0.004' });
    expect(after.refunds[0]).toMatchObject({ id: late.id, status: 'COMPLETED', signature: sent.signature });
    expect((await eventTypes(link.id)).filter((t) => t === 'payment.refunded')).toHaveLength(1);

    // Past the late window an EXPIRED refund is no longer looked for.
    const link2 = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link2.paymentUrl, amountOverride: 12_000_000n });
    await watchTick(r.ctx);
    const forgotten = (await prepare(m, link2.id)).json().data.refund as Refund;
    await watch(new Date(Date.now() + DAY + REFUND_EXPIRY_GRACE_MS + 1000));
    expect((await detail(m, link2.id)).refunds[0]).toMatchObject({ id: forgotten.id, status: 'EXPIRED' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: forgotten.paymentUrl, payer: m.wallet });
    await watch(new Date(Date.now() + DAY + REFUND_LATE_WATCH_MS + 1000));
    expect((await detail(m, link2.id)).refunds[0]).toMatchObject({ id: forgotten.id, status: 'EXPIRED' });
  });

  it('never sends a refund of the whole link to a stranger who added to the customer’s payment', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.1' });
    const customer = await payTransferRequest({
      rpcUrl: r.chain.rpcUrl,
      url: link.paymentUrl,
      amountOverride: 99_000_000n,
    });
    await watchTick(r.ctx);
    // A stranger adds 0.001 with the link's reference: the link completes on the stranger's transfer.
    const stranger = await payTransferRequest({
      rpcUrl: r.chain.rpcUrl,
      url: link.paymentUrl,
      amountOverride: 1_000_000n,
    });
    await watchTick(r.ctx);
    const paid = await detail(m, link.id);
    expect(paid).toMatchObject({ status: 'COMPLETED', payerAddress: stranger.payer, amountRefundable: '0.1' });
    const [ofCustomer, ofStranger] = paid.transfers;
    expect(ofCustomer).toMatchObject({ payer: customer.payer, amount: '0.099' });
    expect(ofStranger).toMatchObject({ payer: stranger.payer, amount: '0.001' });

    // The merchant's full refund: two wallets paid, so no single destination; each is listed with what it sent.
    const full = await prepare(m, link.id, { amount: '0.1' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: REFUND_PAYERS_DIFFER });
    expect(full.json().details).toEqual([
      { path: 'transferId', msg: `${ofCustomer!.id}: 0.099 SOL from ${customer.payer}` },
      { path: 'transferId', msg: `${ofStranger!.id}: 0.001 SOL from ${stranger.payer}` },
    ]);
    expect(await r.ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, link.id))).toEqual([]);

    // Per transfer, each part goes to its own payer, capped at what that payer sent.
    expect((await prepare(m, link.id, { transferId: ofStranger!.id, amount: '0.002' })).statusCode).toBe(400);
    const toCustomer = await prepare(m, link.id, { transferId: ofCustomer!.id, amount: '0.099' });
    expect(toCustomer.statusCode, toCustomer.body).toBe(201);
    expect(toCustomer.json().data.refund).toMatchObject({ to: customer.payer, amount: '0.099' });
    // What is left may only go to the one wallet it came from.
    const rest = await prepare(m, link.id, { amount: '0.001' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data.refund).toMatchObject({ to: stranger.payer, amount: '0.001', transferId: null });
  });

  it('asks which payer on a failed link a stranger paid dust to first, and refunds an excess to whoever sent it', async () => {
    const m = await merchant();
    const failing = await newLink(m, { amount: '0.05', expiresIn: 300 });
    // A wallet in use (funded), so dust alone can land in it.
    await r.ctx.deps.solanaRpc.requestAirdrop(m.wallet.address, lamports(1_000_000_000n)).send();
    const stranger = await payTransferRequest({
      rpcUrl: r.chain.rpcUrl,
      url: failing.paymentUrl,
      amountOverride: 1000n,
    });
    await watchTick(r.ctx);
    const customer = await payTransferRequest({
      rpcUrl: r.chain.rpcUrl,
      url: failing.paymentUrl,
      amountOverride: 10_000_000n,
    });
    await watchTick(r.ctx);
    await watchTick(r.ctx, { now: () => new Date(Date.now() + 301_000) });
    const failed = await detail(m, failing.id);
    expect(failed).toMatchObject({ status: 'FAILED', needsRefund: true, amountOwed: '0.010001' });
    const owedToBoth = await prepare(m, failing.id);
    expect(owedToBoth.statusCode).toBe(400);
    expect(owedToBoth.json()).toMatchObject({
      error: REFUND_PAYERS_DIFFER,
      details: [{ path: 'transferId' }, { path: 'transferId' }],
    });
    const named = await prepare(m, failing.id, { to: customer.payer, amount: '0.01' });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().data.refund).toMatchObject({ to: customer.payer, amount: '0.01' });
    // The stranger's dust goes back to the stranger.
    const dust = failed.transfers.find((t) => t.payer === stranger.payer)!;
    expect((await prepare(m, failing.id, { transferId: dust.id })).json().data.refund).toMatchObject({
      to: stranger.payer,
      amount: '0.000001',
    });

    // A customer pays exactly; a stranger sends more: what is owed is the stranger's.
    const exact = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: exact.paymentUrl });
    await watchTick(r.ctx);
    const excess = await payTransferRequest({
      rpcUrl: r.chain.rpcUrl,
      url: exact.paymentUrl,
      amountOverride: 3_000_000n,
    });
    await watchTick(r.ctx);
    expect((await prepare(m, exact.id)).json().data.refund).toMatchObject({ to: excess.payer, amount: '0.003' });
  });

  it('goes on past a transaction that carries a refund’s reference but already paid another refund', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    const customer = await generateKeyPairSigner();
    for (const amount of [10_000_000n, 5_000_000n, 4_000_000n])
      await payTransferRequest({
        rpcUrl: r.chain.rpcUrl,
        url: link.paymentUrl,
        payer: customer,
        amountOverride: amount,
      });
    await watchTick(r.ctx);
    const excess = (await detail(m, link.id)).transfers.filter((t) => t.outcome === 'excess');
    expect(excess).toHaveLength(2);
    const first = (await prepare(m, link.id, { transferId: excess[0]!.id })).json().data.refund as Refund;
    const second = (await prepare(m, link.id, { transferId: excess[1]!.id })).json().data.refund as Refund;
    expect([first.to, second.to]).toEqual([customer.address, customer.address]);

    // One transaction carries both references and pays the first (more than the second asks): it completes one refund, never both.
    const once = await payTransferRequest({
      rpcUrl: r.chain.rpcUrl,
      url: `${first.paymentUrl}&reference=${second.reference}`,
      payer: m.wallet,
    });
    await watch();
    expect((await detail(m, link.id)).refunds.map((r) => [r.id, r.status])).toEqual([
      [second.id, 'PENDING'],
      [first.id, 'COMPLETED'],
    ]);
    const paid = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: second.paymentUrl, payer: m.wallet });
    await watch();
    const after = await detail(m, link.id);
    expect(after.refunds.map((r) => [r.id, r.status, r.signature])).toEqual([
      [second.id, 'COMPLETED', paid.signature],
      [first.id, 'COMPLETED', once.signature],
    ]);
    expect(after).toMatchObject({ needsRefund: false, amountOwed: '0' });
  });
});
