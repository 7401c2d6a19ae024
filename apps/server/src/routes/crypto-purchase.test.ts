import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { payTransferRequest, type Localnet } from '@paylink/localnet';
import { base58Encode, BILLING_MSG } from '@paylink/shared';
import { creditLedger } from '../modules/credits/schema';
import { merchantAccounts } from '../modules/accounts/schema';
import { payments } from '../modules/payments/schema';
import { fulfillCryptoPurchase } from '../modules/billing/fulfill-crypto-purchase';
import { creditPurchases } from '../modules/billing/schema';
import { finalizePayments } from '../modules/payments/lifecycle/finalize-payments';
import { enqueueWebhookEvents } from '../modules/webhooks/enqueue-webhook-events';
import { webhookDeliveries } from '../modules/webhooks/schema';
import { startChainTestContext, watchTick } from '../test/local-chain';
import { bearer, signUp, type TestContext } from '../test/test-app';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

const tick = (now?: Date) => watchTick(ctx, now ? { now: () => now } : {});

async function buy(token: string, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/purchase-credits-crypto',
    headers: bearer(token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function credits(accountId: string) {
  const [u] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId));
  return u!.transactionCredits;
}

describe('crypto credit purchases on the local chain', () => {
  it('creates a USDC link to the platform treasury at 1 USDC per USD, free of charge and out of merchant lists', async () => {
    const { token, accountId } = await signUp(ctx);
    const data = await buy(token, { package: 'pay-as-you-go', credits: 120 });
    expect(data.package).toMatchObject({ name: 'pay-as-you-go', credits: 120, price: '12' });
    expect(data.payment).toMatchObject({ amount: '12', currency: 'USDC' });
    expect(data.payment.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(data.payment.solanaPayUrl).toContain('amount=12');
    const again = await buy(token, { package: 'growth' });
    expect(again.package).toMatchObject({ credits: 2000, price: '59' });
    const [a, b] = await Promise.all(
      [data.payment.id, again.payment.id].map(
        async (id: string) => (await ctx.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!,
      ),
    );
    expect(a!.recipientAddress).toBe(b!.recipientAddress);
    expect(a!.purpose).toBe('credit_purchase');
    expect(await credits(accountId)).toBe(5);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/payments/payments', headers: bearer(token) });
    expect(list.json().data.pagination.total).toBe(0);
    const stats = await ctx.app.inject({ method: 'GET', url: '/api/payments/stats', headers: bearer(token) });
    expect(stats.json().data.totalPayments).toBe(0);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/purchase-credits-crypto',
      headers: bearer(token),
      payload: { package: 'pay-as-you-go', credits: 2 },
    });
    expect(bad.json()).toMatchObject({ success: false, error: 'Credits must be between 5 and 1000' });
  });

  it('keeps a paid credit purchase out of the merchant API list, dashboard list, stats and webhooks', async () => {
    const { token, accountId } = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 20, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
      .where(eq(merchantAccounts.id, accountId));
    const apiKey = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(token) })
    ).json().data.apiKey as string;
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: { 'x-api-key': apiKey },
      payload: { label: 'Order', amount: '0.1', walletAddress: base58Encode(randomBytes(32)) },
    });
    expect(link.statusCode, link.body).toBe(201);
    const { payment } = await buy(token, { package: 'pay-as-you-go', credits: 10 });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: payment.solanaPayUrl });
    await tick();
    expect((await ctx.deps.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe('COMPLETED');

    const v1 = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/payment-links', headers: { 'x-api-key': apiKey } })
    ).json().data;
    expect(v1.payments.map((p: { id: string }) => p.id)).toEqual([link.json().data.payment.id]);
    const dashboard = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/payments', headers: bearer(token) })
    ).json().data;
    expect(dashboard.pagination.total).toBe(1);
    const stats = (await ctx.app.inject({ method: 'GET', url: '/api/payments/stats', headers: bearer(token) })).json()
      .data;
    expect(stats).toMatchObject({ totalPayments: 1 });

    // Every event of the merchant's links gets a delivery (with or without an endpoint); the purchase's none.
    await enqueueWebhookEvents(ctx.deps.db, new Date());
    const deliveries = await ctx.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.accountId, accountId));
    expect(deliveries.map((d) => d.paymentId)).toEqual([link.json().data.payment.id]);
  });

  it('holds at most 3 open purchase links per account: the same package returns its open link, a fourth is a 409', async () => {
    const { token } = await signUp(ctx);
    const first = await buy(token, { package: 'pay-as-you-go', credits: 10 });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/purchase-credits-crypto',
      headers: bearer(token),
      payload: { package: 'pay-as-you-go', credits: 10 },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment).toMatchObject({
      id: first.payment.id,
      solanaPayUrl: first.payment.solanaPayUrl,
      amount: '1',
    });
    await buy(token, { package: 'pay-as-you-go', credits: 20 });
    await buy(token, { package: 'growth' });
    const fourth = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/purchase-credits-crypto',
      headers: bearer(token),
      payload: { package: 'starter' },
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      error: BILLING_MSG.tooManyOpenCryptoPurchases(3),
    });
    // An expired link no longer counts.
    await ctx.deps.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, first.payment.id));
    await buy(token, { package: 'starter' });
  });

  it('credits a purchase paid late within an hour at the quoted price; later, the money is owed back and nothing is credited', async () => {
    for (const [lateBy, credited] of [
      [30 * 60_000, true],
      [2 * 3600_000, false],
    ] as const) {
      const { token, accountId } = await signUp(ctx);
      const { payment } = await buy(token, { package: 'pay-as-you-go', credits: 10 });
      await ctx.deps.db
        .update(payments)
        .set({ expiresAt: new Date(Date.now() - lateBy) })
        .where(eq(payments.id, payment.id));
      await payTransferRequest({ rpcUrl: chain.rpcUrl, url: payment.solanaPayUrl });
      await tick();
      const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(row, `late by ${lateBy} ms`).toMatchObject({
        status: 'COMPLETED',
        paidLate: true,
        needsRefund: !credited,
      });
      expect(await credits(accountId)).toBe(credited ? 15 : 5);
    }
  });

  it('adds the credits once when a real USDC transfer pays the link, in the same transaction as COMPLETED', async () => {
    const { token, accountId } = await signUp(ctx);
    const { payment } = await buy(token, { package: 'pay-as-you-go', credits: 30 });
    const paid = await payTransferRequest({ rpcUrl: chain.rpcUrl, url: payment.solanaPayUrl });
    expect(paid.err).toBeNull();
    await tick();
    await tick();
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('COMPLETED');
    expect(await credits(accountId)).toBe(35);
    await ctx.deps.db.transaction((tx) =>
      fulfillCryptoPurchase(tx, row!, { paidAt: row!.completedAt!, now: new Date() }),
    );
    expect(await credits(accountId)).toBe(35);
    const ledger = await ctx.deps.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.reason, 'purchase')));
    expect(ledger).toHaveLength(1);
    const overview = (await ctx.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).json()
      .data;
    expect(overview.history[0]).toMatchObject({
      what: 'Pay as you go',
      credits: 30,
      amount: '3',
      method: 'crypto',
      status: 'COMPLETED',
    });
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${payment.id}` })).json().data;
    expect(pub.status).toBe('COMPLETED');
  });

  it('a monthly plan bought in crypto starts the plan allowance and tier', async () => {
    const { token, accountId } = await signUp(ctx);
    const { payment } = await buy(token, { package: 'starter' });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: payment.solanaPayUrl });
    await tick();
    const [u] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId));
    expect(u).toMatchObject({ transactionCredits: 505, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' });
    const overview = (await ctx.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).json()
      .data;
    expect(overview).toMatchObject({ planCredits: 500, purchasedCredits: 5, plan: { name: 'starter' } });
  });

  it('adds nothing for an underpaid transfer: the link waits for the rest, then shows FAILED when it expires', async () => {
    const { token, accountId } = await signUp(ctx);
    const { payment } = await buy(token, { package: 'pay-as-you-go', credits: 50 });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: payment.solanaPayUrl, amountOverride: 4_000_000n });
    await tick();
    const open = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${payment.id}` })).json().data;
    expect(open).toMatchObject({ status: 'PENDING', amountReceived: '4', amountRemaining: '1' });
    expect(await credits(accountId)).toBe(5);
    await tick(new Date(new Date(payment.expiresAt ?? open.expiresAt).getTime() + 1000));
    const pub = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${payment.id}` })).json().data;
    expect(pub).toMatchObject({ status: 'FAILED', failureReason: 'underpaid' });
    expect(await credits(accountId)).toBe(5);
  });

  it('a purchase whose payment is rolled back before finality takes its credits back by a ledger row, flags what was spent, and credits again when paid again', async () => {
    const { token, accountId } = await signUp(ctx);
    const { payment } = await buy(token, { package: 'pay-as-you-go', credits: 50 });
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: payment.solanaPayUrl });
    await tick();
    expect(await credits(accountId)).toBe(55);
    // The merchant spends 20 of them before the rollback is seen.
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 35 })
      .where(eq(merchantAccounts.id, accountId));

    // The chain drops the paying transaction (the Solana adapter never says so: an adapter that reads it gone).
    const gone = new Map([
      ['solana', { transferFinality: async (ids: string[]) => new Map(ids.map((id) => [id, 'gone' as const])) }],
    ]);
    const rounds = await Promise.all([
      finalizePayments(ctx.deps.db, gone, { now: new Date() }),
      finalizePayments(ctx.deps.db, gone, { now: new Date() }),
    ]);
    // Once, by one of the two workers (the earlier tests' completed links are read gone too).
    expect(rounds.flatMap((r) => r.reversed).filter((id) => id === payment.id)).toEqual([payment.id]);
    expect((await ctx.deps.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe('PENDING');
    expect(await credits(accountId)).toBe(0);
    const reversedRows = await ctx.deps.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.reason, 'purchase_reversed')));
    expect(reversedRows.map((r) => r.delta)).toEqual([-35]);
    const [flagged] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId));
    expect(flagged!.reviewReason).toContain('15 of its 50 credits were already spent');
    const [purchase] = await ctx.deps.db
      .select()
      .from(creditPurchases)
      .where(eq(creditPurchases.paymentId, payment.id));
    expect(purchase!.status).toBe('PENDING');

    // Paid again: completed again, credited once more.
    await payTransferRequest({ rpcUrl: chain.rpcUrl, url: payment.solanaPayUrl });
    await tick();
    expect((await ctx.deps.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe('COMPLETED');
    expect(await credits(accountId)).toBe(50);
  });
});
