import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSigner } from '@solana/kit';
import { payTransferRequest, sendTestTransfer } from '@paylink/localnet';
import { REFUND_PAYERS_DIFFER } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { watchTick } from '../../test/local-chain';
import { useRefundChain, type Merchant } from '../../test/refund-chain';
import { apiKeyOf, joinAs } from '../../test/team-member';
import { bearer } from '../../test/test-app';
import { refunds } from './schema';

// Issue 48: refunds, played by the attacker (a stranger, another merchant, a lower role, a removed member, a wallet
// that adds to someone else's payment) on the local Solana chain. The refund claim links: refund-claims-abuse.test.ts.
const r = useRefundChain();
const { merchant, newLink, detail, prepare, watch } = r;

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  r.ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const session = (person: { token: string }) => bearer(person.token);
const key = (apiKey: string) => ({ 'x-api-key': apiKey });
const refundsOf = (paymentId: string) => r.ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const credits = async (accountId: string) =>
  (
    await r.ctx.deps.db
      .select({ n: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, accountId))
  )[0]!.n;

/** A 0.01 SOL link of `m` paid `lamports` by one customer: what is over 0.01 is owed back to them. */
async function overpaid(m: Merchant, lamports: bigint) {
  const link = await newLink(m, { amount: '0.01' });
  const paid = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl, amountOverride: lamports });
  await watchTick(r.ctx);
  return { link, customer: paid.payer };
}

describe('a stranger and another merchant', () => {
  it('cannot list, read, prepare or claim a refund of someone else’s link: 401 without a session, the same 404 as a missing link with one', async () => {
    const owner = await merchant();
    const { link } = await overpaid(owner, 15_000_000n);
    const own = (await prepare(owner, link.id)).json().data.refund;
    const other = await merchant();
    const otherKey = await apiKeyOf(r.ctx, other);
    const before = await credits(other.accountId);

    const routes: ['GET' | 'POST', string][] = [
      ['GET', `/api/payments/payments/${link.id}/refunds`],
      ['GET', `/api/payments/payments/${link.id}/refunds/${own.id}`],
      ['POST', `/api/payments/payments/${link.id}/refunds`],
      ['GET', `/api/payments/payments/${link.id}/refund-claims`],
      ['POST', `/api/payments/payments/${link.id}/refund-claims`],
    ];
    const apiRoutes: ['GET' | 'POST', string][] = [
      ['GET', `/api/v1/payment-links/${link.id}/refunds`],
      ['POST', `/api/v1/payment-links/${link.id}/refunds`],
      ['GET', `/api/v1/payment-links/${link.id}/refund-claims`],
      ['POST', `/api/v1/payment-links/${link.id}/refund-claims`],
    ];
    const missing = await call('POST', '/api/payments/payments/pay_missing/refunds', session(other), {});
    expect(missing.statusCode).toBe(404);
    for (const [method, url] of routes) {
      expect((await call(method, url, {}, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
      const seen = await call(
        method,
        url,
        session(other),
        method === 'POST' ? { to: other.wallet.address, amount: '0.005' } : undefined,
      );
      expect(seen.statusCode, `${method} ${url}`).toBe(404);
      expect(seen.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    for (const [method, url] of apiRoutes) {
      expect((await call(method, url, {}, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
      const seen = await call(method, url, key(otherKey), method === 'POST' ? { to: other.wallet.address } : undefined);
      expect(seen.statusCode, `${method} ${url}`).toBe(404);
      expect(seen.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // Nothing was prepared for the stranger, and their probes cost them no credit (nor the owner).
    expect((await refundsOf(link.id)).map((x) => x.id)).toEqual([own.id]);
    expect(await credits(other.accountId)).toBe(before);
  });

  it('cannot complete the merchant’s refund: the same amount sent to the customer from another wallet leaves it PENDING', async () => {
    const owner = await merchant();
    const { link, customer } = await overpaid(owner, 14_000_000n);
    const refund = (await prepare(owner, link.id)).json().data.refund;
    expect(refund).toMatchObject({ to: customer, amount: '0.004', status: 'PENDING' });
    await sendTestTransfer({ rpcUrl: r.chain.rpcUrl, recipient: customer, amount: 4_000_000n, token: 'SOL' });
    await watch();
    expect((await detail(owner, link.id)).refunds[0]).toMatchObject({ id: refund.id, status: 'PENDING' });
    // The public view of the link never carries the refund's reference, the key a completion would need.
    const shown = await call('GET', `/api/payments/${link.id}`, {});
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(refund.reference);
  });
});

describe('a lower role and a removed member', () => {
  it('a viewer and a developer may read the refunds but not prepare one, by session or by their API key', async () => {
    const owner = await merchant();
    const { link } = await overpaid(owner, 15_000_000n);
    const viewer = await joinAs(r.ctx, owner.accountId, 'viewer');
    const developer = await joinAs(r.ctx, owner.accountId, 'developer');
    const developerKey = await apiKeyOf(r.ctx, developer);
    for (const who of [viewer, developer]) {
      expect((await call('GET', `/api/payments/payments/${link.id}/refunds`, session(who))).statusCode).toBe(200);
      const refused = await call('POST', `/api/payments/payments/${link.id}/refunds`, session(who), {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });
      expect(
        (await call('POST', `/api/payments/payments/${link.id}/refund-claims`, session(who), {})).json().code,
      ).toBe('FORBIDDEN_ROLE');
    }
    const byKey = await call('POST', `/api/v1/payment-links/${link.id}/refunds`, key(developerKey), {});
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().code).toBe('FORBIDDEN_ROLE');
    expect(await refundsOf(link.id)).toEqual([]);
  });

  it('a removed admin’s session and API key prepare nothing once removed', async () => {
    const owner = await merchant();
    const { link } = await overpaid(owner, 15_000_000n);
    const admin = await joinAs(r.ctx, owner.accountId, 'admin');
    const adminKey = await apiKeyOf(r.ctx, admin);
    // While a member, the admin may (the key's first call warms its cache).
    expect((await call('GET', `/api/v1/payment-links/${link.id}/refunds`, key(adminKey))).statusCode).toBe(200);

    const removed = await r.ctx.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${admin.userId}`,
      headers: session(owner),
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const bySession = await call('POST', `/api/payments/payments/${link.id}/refunds`, session(admin), {
      to: (await generateKeyPairSigner()).address,
      amount: '0.005',
    });
    expect(bySession.statusCode).toBe(404);
    expect((await call('GET', `/api/payments/payments/${link.id}/refunds`, session(admin))).statusCode).toBe(404);
    const byKey = await call('POST', `/api/v1/payment-links/${link.id}/refunds`, key(adminKey), {});
    expect(byKey.statusCode).toBe(401);
    expect(await refundsOf(link.id)).toEqual([]);
  });
});

describe('the amount and the destination', () => {
  it('a refund never exceeds what arrived, alone or added to the refunds already prepared', async () => {
    const owner = await merchant();
    const { link, customer } = await overpaid(owner, 15_000_000n);
    for (const amount of ['0.015000001', '1', '18446744073.709551616']) {
      const refused = await prepare(owner, link.id, { amount });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect((await prepare(owner, link.id, { amount: '0.01' })).json().data.refund).toMatchObject({
      to: customer,
      amount: '0.01',
    });
    expect((await prepare(owner, link.id, { amount: '0.005000001' })).json().error).toContain('at most 0.005 SOL');
    expect((await prepare(owner, link.id, { amount: '0.005' })).statusCode).toBe(201);
    expect(
      (await prepare(owner, link.id, { amount: '0.000000001', to: (await generateKeyPairSigner()).address })).json()
        .error,
    ).toContain('Nothing is left to refund');
    expect((await refundsOf(link.id)).reduce((sum, x) => sum + x.amount, 0n)).toBe(15_000_000n);
  });

  it('a stranger who adds to the customer’s payment is refunded at most what they sent, never the customer’s part', async () => {
    const owner = await merchant();
    const link = await newLink(owner, { amount: '0.1' });
    const customer = await payTransferRequest({
      rpcUrl: r.chain.rpcUrl,
      url: link.paymentUrl,
      amountOverride: 99_000_000n,
    });
    await watchTick(r.ctx);
    // The stranger completes the link with 0.002 carrying its reference, so they are its payerAddress.
    const stranger = await payTransferRequest({
      rpcUrl: r.chain.rpcUrl,
      url: link.paymentUrl,
      amountOverride: 2_000_000n,
    });
    await watchTick(r.ctx);
    const paid = await detail(owner, link.id);
    expect(paid).toMatchObject({ status: 'COMPLETED', payerAddress: stranger.payer, amountOwed: '0.001' });
    const ofStranger = paid.transfers.find((t) => t.payer === stranger.payer)!;

    // The merchant refunds "the payment": two wallets paid, so nothing goes anywhere without a choice.
    const whole = await prepare(owner, link.id, { amount: '0.1' });
    expect(whole.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: REFUND_PAYERS_DIFFER });
    // Through the stranger's transfer, no more than it brought.
    expect((await prepare(owner, link.id, { transferId: ofStranger.id, amount: '0.002000001' })).statusCode).toBe(400);
    // What is owed (the stranger's overpayment) goes back to the stranger, and the customer's part only to the customer.
    expect((await prepare(owner, link.id)).json().data.refund).toMatchObject({
      to: stranger.payer,
      amount: '0.001',
      transferId: null,
    });
    // The refund of the whole link counts against the stranger's own transfer, as the dashboard shows it.
    expect((await detail(owner, link.id)).transfers.find((t) => t.id === ofStranger.id)).toMatchObject({
      amountRefundable: '0.001',
    });
    // Refunding the stranger's transfer on top of the refund of the whole link already going to them: never more
    // than the 0.002 they sent, however the refunds name it.
    const twice = await prepare(owner, link.id, { transferId: ofStranger.id, amount: '0.002' });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringContaining('at most 0.001 SOL'),
    });
    expect((await prepare(owner, link.id, { transferId: ofStranger.id })).statusCode).toBe(201);
    const ofCustomer = paid.transfers.find((t) => t.payer === customer.payer)!;
    expect(
      (await prepare(owner, link.id, { transferId: ofCustomer.id, amount: '0.099' })).json().data.refund,
    ).toMatchObject({ to: customer.payer });
    const toStranger = (await refundsOf(link.id))
      .filter((x) => x.toAddress === stranger.payer)
      .reduce((sum, x) => sum + x.amount, 0n);
    expect(toStranger).toBe(2_000_000n);
    expect((await prepare(owner, link.id, { amount: '0.000000001', to: stranger.payer })).statusCode).toBe(400);
  });

  it('a stranger’s plain transfer to the merchant’s wallet names no link and makes them no refund destination', async () => {
    const owner = await merchant();
    const { link, customer } = await overpaid(owner, 13_000_000n);
    await sendTestTransfer({
      rpcUrl: r.chain.rpcUrl,
      recipient: owner.wallet.address,
      amount: 50_000_000n,
      token: 'SOL',
    });
    await watchTick(r.ctx);
    const after = await detail(owner, link.id);
    expect(after.transfers.map((t) => t.payer)).toEqual([customer]);
    expect((await prepare(owner, link.id)).json().data.refund).toMatchObject({ to: customer, amount: '0.003' });
    expect((await prepare(owner, link.id, { amount: '0.011' })).statusCode).toBe(400);
  });

  it('two concurrent preparations by two members never reserve more than is owed', { tags: ['postgres'] }, async () => {
    const owner = await merchant();
    const { link } = await overpaid(owner, 16_000_000n);
    const admin = await joinAs(r.ctx, owner.accountId, 'admin');
    const adminKey = await apiKeyOf(r.ctx, admin);
    const answers = await Promise.all([
      prepare(owner, link.id),
      call('POST', `/api/v1/payment-links/${link.id}/refunds`, key(adminKey), {}),
      prepare(admin, link.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    const rows = await refundsOf(link.id);
    expect(rows.map((x) => x.amount)).toEqual([6_000_000n]);
    // Explicit amounts at once: together never above what arrived.
    const more = await Promise.all([
      prepare(owner, link.id, { amount: '0.008' }),
      prepare(admin, link.id, { amount: '0.008' }),
    ]);
    expect(more.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect((await refundsOf(link.id)).reduce((sum, x) => sum + x.amount, 0n) <= 16_000_000n).toBe(true);
  });
});
