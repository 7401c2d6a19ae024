import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { payEip681Request } from '@paylink/localnet';
import { encodeEip681Url, parseAmount, type Payment, type PaymentDetail } from '@paylink/shared';
import { startEvmTestContext, testMisdirectedScope, watchEvmTick } from '../../../test/evm-chains';
import { bearer, signUp } from '../../../test/test-app';
import { joinAs } from '../../../test/team-member';
import { merchantAccounts } from '../../accounts/schema';
import { unmatchedInbox } from '../../unmatched-transfers/list-unmatched-transfer';
import { unmatchedTransfers } from '../../unmatched-transfers/schema';
import { paymentRequestBuilder } from '../../chains/payment-requests';
import { paymentTransfers } from '../schema';
import { recordObservedTransfer } from '../lifecycle/record-observed-transfer';
import { refunds } from '../../refunds/schema';
import { misdirectedTransfers } from './schema';

/**
 * The attacker's side of payments sent on the wrong network: a token calling itself USDC at a contract no network
 * lists (anyone can deploy one on a cheap chain), members who may not move money, another merchant, and a merchant
 * accepting one payment twice at once. Base links paid on Ethereum (the test chains' two EVM networks).
 */
const wallet = privateKeyToAccount(generatePrivateKey()).address;
let t: Awaited<ReturnType<typeof startEvmTestContext>>;
let accountId: string;
beforeAll(async () => {
  t = await startEvmTestContext(wallet);
  [{ id: accountId }] = (await t.ctx.deps.db
    .select({ id: merchantAccounts.id })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.ethAddress, wallet))) as [{ id: string }];
});
afterAll(() => t.close());

const LOOK_ALIKE = getAddress('0x0bad0bad0bad0bad0bad0bad0bad0bad0bad0bae');
const units = (amount: string) => (parseAmount(amount, 6) as { value: bigint }).value;
async function baseLink(amount = '25'): Promise<Payment> {
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(t.token),
    payload: { label: 'Order', amount, currency: 'USDC', network: 'base' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
async function sendOnEthereum(amount: bigint, token: string = t.chains.chains.ethereum.usdcAddress) {
  const sent = await payEip681Request({
    rpcUrl: t.chains.chains.ethereum.rpcUrl,
    url: encodeEip681Url({ kind: 'token', chainId: 1, token, recipient: wallet, amount }),
  });
  expect(sent.success).toBe(true);
  return sent.hash;
}
const detail = async (id: string): Promise<PaymentDetail> =>
  (await t.ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(t.token) })).json().data
    .payment;
const accept = (id: string, token: string) =>
  t.ctx.app.inject({ method: 'POST', url: `/api/payments/misdirected/${id}/accept`, headers: bearer(token) });
const refund = (id: string, token: string, payload?: Record<string, unknown>) =>
  t.ctx.app.inject({ method: 'POST', url: `/api/payments/misdirected/${id}/refund`, headers: bearer(token), payload });
const misdirectedOf = (txId: string) =>
  t.ctx.deps.db.select().from(misdirectedTransfers).where(eq(misdirectedTransfers.txId, txId));

/** A Base link with a misdirected payment on Ethereum, as the watcher records it. */
async function misdirected() {
  const link = await baseLink('4');
  const hash = await sendOnEthereum(units(link.payAmount));
  await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1, misdirected: true });
  const [m] = await misdirectedOf(hash);
  expect(m).toBeDefined();
  return { link, id: m!.id, hash };
}

describe('payments sent on the wrong network, as the attacker', () => {
  it('a look-alike "USDC" at an unlisted contract, of a link’s exact amount, never pays, is never misdirected and never shows as USDC', async () => {
    // The test USDC's own code (symbol USDC, public mint) at a contract Ethereum does not list.
    const code = await t.chains.chains.ethereum.client.getCode({ address: t.chains.chains.ethereum.usdcAddress });
    await t.chains.chains.ethereum.client.request({
      method: 'anvil_setCode' as never,
      params: [LOOK_ALIKE, code] as never,
    });
    const link = await baseLink();
    const hash = await sendOnEthereum(units(link.payAmount), LOOK_ALIKE);
    await watchEvmTick(t.ctx, 'ethereum', { confirmations: 1, misdirected: true });
    expect(await detail(link.id)).toMatchObject({ status: 'PENDING', amountReceived: null, misdirected: [] });
    expect(await misdirectedOf(hash)).toEqual([]);
    expect(await t.ctx.deps.db.select().from(unmatchedTransfers).where(eq(unmatchedTransfers.txId, hash))).toEqual([]);
    expect(await t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, hash))).toEqual([]);
  });

  it('a look-alike reported under the symbol USDC (an adapter fooled by its name) is ignored by the core: no misdirected payment', async () => {
    const link = await baseLink('6');
    const scope = testMisdirectedScope(t.ctx, 'ethereum')!;
    const fake = {
      network: 'ethereum',
      txId: `0x${'ab'.repeat(32)}`,
      position: 0,
      block: 1n,
      txIndex: 0,
      time: new Date(),
      from: privateKeyToAccount(generatePrivateKey()).address,
      to: wallet,
      asset: LOOK_ALIKE,
      currency: 'USDC',
      amount: units(link.payAmount),
      reference: null,
      problem: null,
      confirmations: 10,
    };
    const adapter = { ...paymentRequestBuilder(t.ctx.deps.config, 'ethereum'), amountHolder: async () => null };
    await recordObservedTransfer(t.ctx.deps.db, fake, {
      adapter,
      inbox: unmatchedInbox,
      lateWindowMs: 86_400_000,
      now: new Date(),
      misdirected: scope,
    });
    expect(await misdirectedOf(fake.txId)).toEqual([]);
    expect((await detail(link.id)).misdirected).toEqual([]);
  });

  it('a viewer and a removed member cannot accept; another merchant cannot accept or see it', async () => {
    const { id, link } = await misdirected();
    const viewer = await joinAs(t.ctx, accountId, 'viewer');
    expect((await accept(id, viewer.token)).statusCode).toBe(403);

    const admin = await joinAs(t.ctx, accountId, 'admin');
    const removed = await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${admin.userId}`,
      headers: bearer(t.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Their session no longer reaches the account: refused (or not found in what is left to them), never accepted.
    expect([401, 403, 404]).toContain((await accept(id, admin.token)).statusCode);

    const stranger = await signUp(t.ctx);
    const res = await accept(id, stranger.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const list = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/payments/misdirected',
      headers: bearer(stranger.token),
    });
    expect(list.json().data.transfers).toEqual([]);
    expect(await detail(link.id)).toMatchObject({ status: 'PENDING', misdirected: [{ id, status: 'open' }] });
  });

  it('accepting twice at once (a race) counts it once', { tags: ['postgres'] }, async () => {
    const { id, link, hash } = await misdirected();
    const answers = await Promise.all([accept(id, t.token), accept(id, t.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, hash))).toHaveLength(1);
    expect(await detail(link.id)).toMatchObject({ status: 'COMPLETED', amountReceived: link.payAmount });
  });

  it('a transfer already counted toward a link (assigned from the inbox) cannot be accepted on a second link', async () => {
    const { id, hash } = await misdirected();
    // As if another path counted the same transfer first: the database lets it count toward one link at most.
    const other = await baseLink('5');
    const [row] = await misdirectedOf(hash);
    await t.ctx.deps.db.insert(paymentTransfers).values({
      id: `trf_${row!.id}`,
      paymentId: other.id,
      txId: hash,
      position: row!.position,
      outcome: 'excess',
      amount: row!.amount,
      block: row!.block,
    });
    const res = await accept(id, t.token);
    expect(res.statusCode).toBe(409);
    expect(await t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, hash))).toHaveLength(1);
  });

  it('a refund goes to the sender only: an address in the body is ignored; a viewer and another merchant cannot prepare one', async () => {
    const { id, link } = await misdirected();
    const viewer = await joinAs(t.ctx, accountId, 'viewer');
    expect((await refund(id, viewer.token)).statusCode).toBe(403);
    const stranger = await signUp(t.ctx);
    const theirs = await refund(id, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await t.ctx.deps.db.select().from(refunds).where(eq(refunds.misdirectedId, id))).toEqual([]);

    const attacker = privateKeyToAccount(generatePrivateKey()).address;
    const res = await refund(id, t.token, { to: attacker });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.deps.db.select().from(misdirectedTransfers).where(eq(misdirectedTransfers.id, id));
    expect(res.json().data).toMatchObject({ to: row!.payer, network: 'ethereum', amount: link.payAmount });
    expect(res.json().data.to).not.toBe(attacker);
  });

  it('a refund after accepting is 409, and accepting after a refund was prepared is 409: never counted and sent back', async () => {
    const first = await misdirected();
    expect((await accept(first.id, t.token)).statusCode).toBe(200);
    const late = await refund(first.id, t.token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await t.ctx.deps.db.select().from(refunds).where(eq(refunds.misdirectedId, first.id))).toEqual([]);

    const second = await misdirected();
    const prepared = await refund(second.id, t.token);
    expect(prepared.statusCode, prepared.body).toBe(200);
    const res = await accept(second.id, t.token);
    expect(res.statusCode).toBe(409);
    expect(await t.ctx.deps.db.select().from(paymentTransfers).where(eq(paymentTransfers.txId, second.hash))).toEqual(
      [],
    );
    expect(await detail(second.link.id)).toMatchObject({ status: 'PENDING', amountReceived: null });
  });

  it('preparing twice at once returns one refund', { tags: ['postgres'] }, async () => {
    const { id } = await misdirected();
    const answers = await Promise.all([refund(id, t.token), refund(id, t.token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
    expect(await t.ctx.deps.db.select().from(refunds).where(eq(refunds.misdirectedId, id))).toHaveLength(1);
  });

  it('a refund of a misdirected payment never takes from what the link’s own payments owe back', async () => {
    const { id, link } = await misdirected();
    expect((await refund(id, t.token)).statusCode).toBe(200);
    // The link then paid twice on its own network: the second payment is owed back, whatever the misdirected refund.
    for (let i = 0; i < 2; i++) {
      const paid = await payEip681Request({ rpcUrl: t.chains.chains.base.rpcUrl, url: link.paymentUrl });
      expect(paid.success).toBe(true);
    }
    await watchEvmTick(t.ctx, 'base', { confirmations: 1 });
    expect(await detail(link.id)).toMatchObject({ status: 'COMPLETED', amountOwed: link.payAmount });
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/payments/payments/${link.id}/refunds`,
      headers: bearer(t.token),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.refund).toMatchObject({ network: 'base', amount: link.payAmount });
  });

  it('through an API key the refund costs one credit and goes to the sender as well', async () => {
    const { id, link } = await misdirected();
    await t.ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 5, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, accountId));
    const key = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/generate-api-key',
      headers: bearer(t.token),
    });
    expect(key.statusCode, key.body).toBe(201);
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/misdirected-payments/${id}/refund`,
      headers: { 'x-api-key': key.json().data.apiKey },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.deps.db.select().from(misdirectedTransfers).where(eq(misdirectedTransfers.id, id));
    expect(res.json().data).toMatchObject({ to: row!.payer, amount: link.payAmount, network: 'ethereum' });
    const [account] = await t.ctx.deps.db
      .select({ credits: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, accountId));
    expect(account!.credits).toBe(4);
  });
});
