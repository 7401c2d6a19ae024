import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base58Encode, MAINNET_USDC_MINT, type PaymentDetail, type PublicPayment } from '@paylink/shared';
import { paymentTransfers, unconfirmedTransfers } from '../modules/payments/schema';
import { refunds } from '../modules/refunds/schema';
import { x402Authorizations } from '../modules/x402/schema';
import { bearer, createTestContext, signUpWithWallet, type TestContext } from '../test/test-app';
import { handlerStatements } from '../test/handler-statements';

// The two reads of a payment (the merchant's detail, the public status the hosted page polls) in as few SQL round
// trips as their modules allow (performance issue 36): a read that gains a statement fails here.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const PAYER = base58Encode(randomBytes(32));
const X402_PAYER = '0x00000000000000000000000000000000000000aa';

const merchant = () => signUpWithWallet(ctx);

/** An open 1 SOL link with everything its reads show: two transfers (stored out of chain order), one unconfirmed, a refund, an x402 settlement. */
async function linkWithHistory(m: { token: string; accountId: string }): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    payload: { label: 'Order', amount: '1' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: string = res.json().data.payment.id;
  const transfer = { paymentId: id, payer: PAYER, blockTime: new Date('2025-01-02T03:04:05Z') };
  await ctx.deps.db.insert(paymentTransfers).values([
    {
      ...transfer,
      id: `${id}-counted`,
      txId: `${id}-tx2`,
      outcome: 'counted',
      amount: 400_000_000n,
      currency: 'SOL',
      block: 12n,
    },
    {
      ...transfer,
      id: `${id}-usdc`,
      txId: `${id}-tx1`,
      outcome: 'rejected',
      reason: 'wrong_token',
      amount: 5_000_000n,
      currency: 'USDC',
      asset: MAINNET_USDC_MINT,
      block: 11n,
    },
  ]);
  await ctx.deps.db.insert(unconfirmedTransfers).values({
    paymentId: id,
    txId: `${id}-tx3`,
    position: 0,
    amount: 100_000_000n,
    confirmations: 0,
    seenAt: new Date(),
  });
  await ctx.deps.db.insert(refunds).values({
    id: `${id}-refund`,
    paymentId: id,
    accountId: m.accountId,
    transferId: `${id}-usdc`,
    amount: 2_000_000n,
    currency: 'USDC',
    network: 'solana',
    asset: MAINNET_USDC_MINT,
    fromAddress: PAYER,
    toAddress: PAYER,
    paymentUrl: `solana:${PAYER}`,
    reference: `${id}-refund-reference`,
    expiresAt: new Date(Date.now() + 600_000),
  });
  await ctx.deps.db.insert(x402Authorizations).values({
    network: 'base',
    payer: X402_PAYER,
    nonce: id,
    accountId: m.accountId,
    paymentId: id,
    kind: 'link',
    status: 'settled',
    txHash: '0xfeed',
  });
  return id;
}

describe('reading a payment', () => {
  it("the merchant's detail: the link with its transfers and unconfirmed transfers in one statement, its refunds and x402 settlement in one each", async () => {
    const m = await merchant();
    const id = await linkWithHistory(m);
    let res = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(m.token) });
    const statements = await handlerStatements(async () => {
      res = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments/${id}`, headers: bearer(m.token) });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(statements, statements.join('\n')).toHaveLength(3);

    const payment: PaymentDetail = res.json().data.payment;
    expect(payment.transfers.map((t) => [t.id, t.slot, t.amountRefundable])).toEqual([
      [`${id}-usdc`, '11', '3'],
      [`${id}-counted`, '12', '0.4'],
    ]);
    expect(payment.amountRefundable).toBe('0.4');
    expect(payment.unconfirmedTransfers).toEqual([{ signature: `${id}-tx3`, amount: '0.1', confirmations: 0 }]);
    expect(payment.refunds.map((r) => [r.id, r.amount, r.status])).toEqual([[`${id}-refund`, '2', 'PENDING']]);
    expect(payment.paidByX402).toEqual({ payer: X402_PAYER, transactionHash: '0xfeed' });
  });

  it("another merchant's link is a 404, whatever the reads sent alongside found", async () => {
    const id = await linkWithHistory(await merchant());
    const other = await merchant();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${id}`,
      headers: bearer(other.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(`${id}-refund`);
  });

  it("another merchant's link answers the same 404 on every sub-route, refund claims included (issue 48 item 15)", async () => {
    const id = await linkWithHistory(await merchant());
    const other = await merchant();
    for (const url of [
      `/api/payments/payments/${id}`,
      `/api/payments/payments/${id}/refunds`,
      `/api/payments/payments/${id}/refund-claims`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('the public status: the link, its unconfirmed sum and latest rejection in one statement, the merchant name in one', async () => {
    const id = await linkWithHistory(await merchant());
    let res = await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` });
    const statements = await handlerStatements(async () => {
      res = await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` });
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(statements, statements.join('\n')).toHaveLength(2);

    const payment: PublicPayment = res.json().data;
    expect(payment).toMatchObject({ status: 'PENDING', amountUnconfirmed: '0.1', rejectedReason: 'wrong_token' });
  });
});
