import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payTransferRequest } from '@paylink/localnet';
import { REFUND_EXPIRY_GRACE_MS, REFUND_LATE_WATCH_MS, type Refund } from '@paylink/shared';
import { watchTick } from '../../test/local-chain';
import { DAY, useRefundChain, type Merchant } from '../../test/refund-chain';
import { apiKeyOf, joinAs } from '../../test/team-member';
import { bearer } from '../../test/test-app';
import { refunds } from './schema';

// A refund that lapsed unpaid is still watched for REFUND_LATE_WATCH_MS and completes if paid late, played by a
// merchant trying to refund the same money twice (prepare again after the lapse, then pay both), by a lower role and
// by another merchant, on the local Solana chain.
const r = useRefundChain();
const { merchant, newLink, detail, prepare, watch, eventTypes } = r;

const key = (apiKey: string) => ({ 'x-api-key': apiKey });
const reopen = (headers: Record<string, string>, linkId: string, refundId: string, api = false) =>
  r.ctx.app.inject({
    method: 'POST',
    url: api
      ? `/api/v1/payment-links/${linkId}/refunds/${refundId}/reopen`
      : `/api/payments/payments/${linkId}/refunds/${refundId}/reopen`,
    headers,
  });
const refundsOf = (paymentId: string) => r.ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const stillPayable = (amount: string, refund: Refund) =>
  `An earlier refund of ${amount} expired unpaid but still completes if paid until ${new Date(
    new Date(refund.expiresAt).getTime() + REFUND_LATE_WATCH_MS,
  ).toISOString()}: reopen it, or prepare a new one after then.`;

/** A 0.01 SOL link of `m` overpaid to 0.014 (0.004 owed back), its refund prepared and lapsed unpaid by the watcher. */
async function lapsedRefund(m: Merchant) {
  const link = await newLink(m, { amount: '0.01' });
  await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl, amountOverride: 14_000_000n });
  await watchTick(r.ctx);
  const refund = (await prepare(m, link.id)).json().data.refund as Refund;
  await watch(new Date(Date.now() + DAY + REFUND_EXPIRY_GRACE_MS + 1000));
  expect((await detail(m, link.id)).refunds[0]).toMatchObject({ id: refund.id, status: 'EXPIRED' });
  return { link, refund };
}

describe('a merchant refunding twice after a lapse', () => {
  it('cannot prepare a second refund while the lapsed one can still be paid: reopening it pays back once', async () => {
    const m = await merchant();
    const { link, refund } = await lapsedRefund(m);
    // The lapsed refund still reserves its 0.004: what is owed is being refunded, and of what arrived only 0.01 is left.
    for (const body of [{}, { amount: '0.010000001' }, { amount: '0.014' }]) {
      const again = await prepare(m, link.id, body);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toEqual({ success: false, code: 'CONFLICT', error: stillPayable('0.004 SOL', refund) });
    }
    expect((await prepare(m, link.id, { amount: '0.015' })).statusCode).toBe(400);
    expect((await detail(m, link.id)).amountRefundable).toBe('0.01');
    expect(await refundsOf(link.id)).toHaveLength(1);

    const reopened = await reopen(bearer(m.token), link.id, refund.id);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const open: Refund = reopened.json().data.refund;
    expect(open).toMatchObject({
      id: refund.id,
      status: 'PENDING',
      amount: '0.004',
      to: refund.to,
      paymentUrl: refund.paymentUrl,
      reference: refund.reference,
    });
    expect(new Date(open.expiresAt).getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);
    expect((await prepare(m, link.id)).json().error).toBe(
      'What is owed is already being refunded: pay the pending refund, or wait until it expires.',
    );
    const twice = await reopen(bearer(m.token), link.id, refund.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ success: false, code: 'CONFLICT' });

    // The merchant's wallet pays the request it was shown first: the one refund completes, once.
    const sent = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: refund.paymentUrl, payer: m.wallet });
    await Promise.all([watch(), watch()]);
    const after = await detail(m, link.id);
    expect(after).toMatchObject({ needsRefund: false, amountOwed: '0', amountRefunded: '0.004' });
    expect(after.refunds).toEqual([
      expect.objectContaining({ id: refund.id, status: 'COMPLETED', signature: sent.signature }),
    ]);
    expect((await eventTypes(link.id)).filter((t) => t === 'payment.refunded')).toHaveLength(1);
    expect((await reopen(bearer(m.token), link.id, refund.id)).statusCode).toBe(409);
    expect((await prepare(m, link.id)).statusCode).toBe(400);
  });

  it('pays late the lapsed refund it was refused a second one for: it completes, nothing else was prepared', async () => {
    const m = await merchant();
    const { link, refund } = await lapsedRefund(m);
    expect((await prepare(m, link.id)).statusCode).toBe(409);
    const sent = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: refund.paymentUrl, payer: m.wallet });
    await watch(new Date(Date.now() + 2 * DAY));
    expect((await detail(m, link.id)).refunds).toEqual([
      expect.objectContaining({ id: refund.id, status: 'COMPLETED', signature: sent.signature }),
    ]);
    expect((await refundsOf(link.id)).reduce((sum, x) => sum + x.amount, 0n)).toBe(4_000_000n);
  });

  it('past the late watch the lapsed refund frees its amount: it cannot be reopened, a new one is prepared', async () => {
    const m = await merchant();
    const { link, refund } = await lapsedRefund(m);
    await r.ctx.deps.db
      .update(refunds)
      .set({ expiresAt: new Date(Date.now() - REFUND_LATE_WATCH_MS - 60_000) })
      .where(eq(refunds.id, refund.id));
    const late = await reopen(bearer(m.token), link.id, refund.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This refund expired too long ago to be paid: prepare a new refund instead.');
    const second = await prepare(m, link.id);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.refund).toMatchObject({ amount: '0.004', status: 'PENDING' });
    expect(second.json().data.refund.id).not.toBe(refund.id);
  });

  it('two reopens at once, by session and by API key, reopen it once', { tags: ['postgres'] }, async () => {
    const m = await merchant();
    const { link, refund } = await lapsedRefund(m);
    const admin = await joinAs(r.ctx, m.accountId, 'admin');
    const adminKey = await apiKeyOf(r.ctx, admin);
    const answers = await Promise.all([
      reopen(bearer(m.token), link.id, refund.id),
      reopen(key(adminKey), link.id, refund.id, true),
      reopen(bearer(admin.token), link.id, refund.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await refundsOf(link.id);
    expect(rows).toEqual([expect.objectContaining({ id: refund.id, status: 'PENDING' })]);
  });
});

describe('a lower role and another merchant', () => {
  it('a viewer or developer gets a 403, another merchant the same 404 as a missing refund: the refund stays EXPIRED', async () => {
    const owner = await merchant();
    const { link, refund } = await lapsedRefund(owner);
    const viewer = await joinAs(r.ctx, owner.accountId, 'viewer');
    const developer = await joinAs(r.ctx, owner.accountId, 'developer');
    for (const who of [viewer, developer]) {
      const refused = await reopen(bearer(who.token), link.id, refund.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });
    }
    const byKey = await reopen(key(await apiKeyOf(r.ctx, developer)), link.id, refund.id, true);
    expect(byKey.statusCode).toBe(403);

    const other = await merchant();
    const otherKey = await apiKeyOf(r.ctx, other);
    for (const answer of [
      await reopen(bearer(other.token), link.id, refund.id),
      await reopen(key(otherKey), link.id, refund.id, true),
      await reopen(bearer(owner.token), link.id, 'rfd_missing'),
    ]) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(await refundsOf(link.id)).toEqual([expect.objectContaining({ id: refund.id, status: 'EXPIRED' })]);
  });
});
