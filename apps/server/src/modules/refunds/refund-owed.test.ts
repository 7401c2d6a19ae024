import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSigner } from '@solana/kit';
import { createTestMint, payTransferRequest, sendTestTransfer } from '@paylink/localnet';
import type { Refund } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { creditLedger } from '../credits/schema';
import { paymentTransfers, payments } from '../payments/schema';
import { watchTick } from '../../test/local-chain';
import { bearer } from '../../test/test-app';
import { refunds } from './schema';
import { useRefundChain } from '../../test/refund-chain';

/** What is owed back on the local chain: spam tokens, failed links, concurrent refunds, idempotency and credits. */
const r = useRefundChain();
const { merchant, newLink, detail, prepare } = r;

describe('refunds on the local chain', () => {
  it('lists a spam token sent with a link’s reference but never owes it, so needsRefund does not stick', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    const spam = await createTestMint({ rpcUrl: r.chain.rpcUrl, decimals: 6 });
    const sent = await sendTestTransfer({
      rpcUrl: r.chain.rpcUrl,
      recipient: m.wallet.address,
      amount: 9_000_000n,
      token: { mint: spam, decimals: 6 },
      references: [link.reference!],
    });
    expect(sent.err).toBeNull();
    await watchTick(r.ctx);
    expect(await detail(m, link.id)).toMatchObject({ status: 'PENDING', needsRefund: false });
    const paid = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl });
    await watchTick(r.ctx);
    const shown = await detail(m, link.id);
    expect(shown).toMatchObject({ status: 'COMPLETED', needsRefund: false, amountOwed: '0' });
    expect(shown.transfers).toEqual([
      expect.objectContaining({
        signature: sent.signature,
        outcome: 'rejected',
        reason: 'wrong_token',
        currency: null,
        amountOwed: '0',
        amountRefundable: '0',
      }),
      expect.objectContaining({ signature: paid.signature, outcome: 'counted' }),
    ]);
    const refused = await prepare(m, link.id, { transferId: shown.transfers[0]!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('a token Paylink does not know');
    const list = await r.ctx.app.inject({
      method: 'GET',
      url: '/api/payments/payments?attention=true',
      headers: bearer(m.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(link.id);
  });

  it('owes what a failed link received, and asks for the destination when the payer is unknown', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.05', expiresIn: 300 });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl, amountOverride: 10_000_000n });
    await watchTick(r.ctx);
    await watchTick(r.ctx, { now: () => new Date(Date.now() + 301_000) });
    const failed = await detail(m, link.id);
    expect(failed).toMatchObject({ status: 'FAILED', needsRefund: true, amountOwed: '0.01' });

    await r.ctx.deps.db.update(payments).set({ payerAddress: null }).where(eq(payments.id, link.id));
    await r.ctx.deps.db.update(paymentTransfers).set({ payer: null }).where(eq(paymentTransfers.paymentId, link.id));
    const unknown = await prepare(m, link.id);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'to' }] });
    expect((await prepare(m, link.id, { to: 'not-an-address' })).statusCode).toBe(400);
    // Malformed input is a shaped 4xx, never a 500.
    for (const bad of [
      { amount: 'abc' },
      { amount: '-1' },
      { amount: '1e3' },
      { amount: 12 },
      { transferId: 'trf_missing' },
      { reason: 'x'.repeat(201) },
      { to: 42 },
    ]) {
      const answer = await prepare(m, link.id, bad as Record<string, unknown>);
      expect(answer.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(bad)).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ success: false, code: expect.any(String) });
    }
    const other = await generateKeyPairSigner();
    const res = await prepare(m, link.id, { to: other.address });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.refund).toMatchObject({ to: other.address, amount: '0.01' });
  });

  it('lets only one of two concurrent refunds reserve what is owed', { tags: ['postgres'] }, async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl, amountOverride: 12_000_000n });
    await watchTick(r.ctx);
    const answers = await Promise.all([
      prepare(m, link.id),
      prepare(m, link.id),
      prepare(m, link.id, { amount: '0.012' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    const rows = await r.ctx.deps.db.select().from(refunds).where(eq(refunds.paymentId, link.id));
    expect(rows.reduce((sum, r) => sum + r.amount, 0n) <= 12_000_000n).toBe(true);
  });

  it('replays the same Idempotency-Key, and the API charges one credit per refund', async () => {
    const m = await merchant();
    const link = await newLink(m, { amount: '0.01' });
    await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: link.paymentUrl, amountOverride: 15_000_000n });
    await watchTick(r.ctx);
    const key = await r.ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
    const apiKey = key.json().data.apiKey as string;
    const credits = async () =>
      (
        await r.ctx.deps.db
          .select({ n: merchantAccounts.transactionCredits })
          .from(merchantAccounts)
          .where(eq(merchantAccounts.id, m.accountId))
      )[0]!.n;
    const before = await credits();

    const call = () =>
      r.ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payment-links/${link.id}/refunds`,
        headers: { 'x-api-key': apiKey, 'idempotency-key': 'refund-1' },
        payload: {},
      });
    const first = await call();
    expect(first.statusCode, first.body).toBe(201);
    const again = await call();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.refund.id).toBe(first.json().data.refund.id);
    expect(await credits()).toBe(before - 1);
    const charged = await r.ctx.deps.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.referenceId, first.json().data.refund.id));
    expect(charged).toHaveLength(1);

    const listed = await r.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${link.id}/refunds`,
      headers: { 'x-api-key': apiKey },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.refunds.map((r: Refund) => r.id)).toEqual([first.json().data.refund.id]);
    expect(await credits()).toBe(before - 1);
    const v1 = await r.ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${link.id}`,
      headers: { 'x-api-key': apiKey },
    });
    expect(v1.json().data.payment).toMatchObject({ needsRefund: true, amountOwed: '0.005', amountRefunded: '0' });
  });
});
