import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { paymentEvents } from '../modules/payments/schema';
import { expirePayments } from '../modules/payments/lifecycle/expire-payments';
import { payLink } from '../test/pay-link';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function merchant() {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({
      walletAddress: base58Encode(randomBytes(32)),
      transactionCredits: 20,
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, m.accountId));
  const key = await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
  expect(key.statusCode, key.body).toBe(201);
  return { ...m, apiKey: key.json().data.apiKey as string };
}

async function openLink(token: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { amount: '0.1', currency: 'SOL', label: 'Order 7', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment.id;
}

async function credits(accountId: string) {
  const [a] = await ctx.deps.db
    .select({ c: merchantAccounts.transactionCredits })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, accountId));
  return a!.c;
}

const events = async (id: string) =>
  ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id)).orderBy(paymentEvents.createdAt);
const apiCancel = (key: string, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/payment-links/${id}/cancel`, headers: { 'x-api-key': key } });
const dashCancel = (token: string, id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/payments/payments/${id}/cancel`, headers: bearer(token) });

describe('POST /api/v1/payment-links/:id/cancel (deactivate a link)', () => {
  it('ends an open link now: EXPIRED with cancelledAt, payment.expired carrying cancelled_at, one credit; a second cancel is a 409', async () => {
    const m = await merchant();
    const id = await openLink(m.token);
    const before = await credits(m.accountId);
    const res = await apiCancel(m.apiKey, id);
    expect(res.statusCode, res.body).toBe(200);
    const payment = res.json().data.payment;
    expect(payment).toMatchObject({ id, status: 'EXPIRED', failureReason: null, needsRefund: false });
    expect(Date.parse(payment.cancelledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(payment.expiresAt)).toBeLessThanOrEqual(Date.parse(payment.cancelledAt));
    expect(await credits(m.accountId)).toBe(before - 1);

    const sent = await events(id);
    expect(sent.map((e) => e.type)).toEqual(['payment.created', 'payment.expired']);
    expect((sent[1]!.data as { payment: { status: string; cancelled_at: string } }).payment).toMatchObject({
      status: 'EXPIRED',
      cancelled_at: payment.cancelledAt,
    });

    // The expiry job has nothing left to do; the customer's page says it was cancelled.
    expect(await expirePayments(ctx.deps.db, new Date(Date.now() + 1000))).not.toContain(id);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` });
    expect(page.json().data).toMatchObject({ status: 'EXPIRED', cancelledAt: payment.cancelledAt });

    const again = await apiCancel(m.apiKey, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await credits(m.accountId)).toBe(before - 1);
  });

  it('a partly paid link ends FAILED (underpaid) and owes what arrived back', async () => {
    const m = await merchant();
    const id = await openLink(m.token);
    await payLink(ctx.deps.db, id, 40_000_000n);
    const res = await dashCancel(m.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payment).toMatchObject({
      status: 'FAILED',
      failureReason: 'underpaid',
      needsRefund: true,
      amountOwed: '0.04',
    });
    expect((await events(id)).map((e) => e.type)).toContain('payment.failed');
  });

  it('refuses a paid link (409), another merchant (404) and a caller without a key (401)', async () => {
    const m = await merchant();
    const paid = await openLink(m.token);
    await payLink(ctx.deps.db, paid, 100_000_000n);
    expect((await apiCancel(m.apiKey, paid)).statusCode).toBe(409);

    const id = await openLink(m.token);
    const stranger = await merchant();
    expect((await apiCancel(stranger.apiKey, id)).statusCode).toBe(404);
    expect((await dashCancel(stranger.token, id)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/payment-links/${id}/cancel` })).statusCode).toBe(401);
    const still = await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` });
    expect(still.json().data).toMatchObject({ status: 'PENDING', cancelledAt: null });
  });
});

describe('PATCH /api/v1/payment-links/:id (edit label and message)', () => {
  const apiEdit = (key: string, id: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/v1/payment-links/${id}`, headers: { 'x-api-key': key }, payload });
  const dashEdit = (token: string, id: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/payments/payments/${id}`, headers: bearer(token), payload });

  it('changes the label and message of an open link nothing reached; an empty message removes it', async () => {
    const m = await merchant();
    const id = await openLink(m.token, { message: 'Thanks' });
    const before = await credits(m.accountId);
    const res = await apiEdit(m.apiKey, id, { label: '  Order 8 ', message: 'Blue, size M' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.payment).toMatchObject({ label: 'Order 8', message: 'Blue, size M', status: 'PENDING' });
    expect(await credits(m.accountId)).toBe(before - 1);

    const cleared = await dashEdit(m.token, id, { message: '' });
    expect(cleared.json().data.payment).toMatchObject({ label: 'Order 8', message: null });
    expect(await credits(m.accountId)).toBe(before - 1);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` });
    expect(page.json().data).toMatchObject({ label: 'Order 8', message: null });
  });

  it('rejects an empty label or an empty body with a 400', async () => {
    const m = await merchant();
    const id = await openLink(m.token);
    const blank = await dashEdit(m.token, id, { label: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ success: false, error: expect.stringContaining('Label is required') });
    expect((await dashEdit(m.token, id, {})).statusCode).toBe(400);
    expect((await dashEdit(m.token, id, { label: 'x'.repeat(500) })).statusCode).toBe(400);
  });

  it('refuses once anything arrived, once the link ended, and for another merchant', async () => {
    const m = await merchant();
    const partly = await openLink(m.token);
    await payLink(ctx.deps.db, partly, 1_000n);
    const late = await dashEdit(m.token, partly, { label: 'Changed' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/already reached/);

    const cancelled = await openLink(m.token);
    expect((await dashCancel(m.token, cancelled)).statusCode).toBe(200);
    expect((await apiEdit(m.apiKey, cancelled, { label: 'Changed' })).statusCode).toBe(409);

    const id = await openLink(m.token);
    const stranger = await merchant();
    expect((await dashEdit(stranger.token, id, { label: 'Mine now' })).statusCode).toBe(404);
    expect((await apiEdit(stranger.apiKey, id, { label: 'Mine now' })).statusCode).toBe(404);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}` });
    expect(page.json().data.label).toBe('Order 7');
  });
});
