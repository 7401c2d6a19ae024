import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base58Encode } from '@paylink/shared';
import { and, count, eq } from 'drizzle-orm';
import { creditLedger } from '../modules/credits/schema';
import { merchantAccounts } from '../modules/accounts/schema';
import { payments } from '../modules/payments/schema';
import { idempotencyKeys } from '../modules/idempotency/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';
import { behindLockBarrier } from '../test/lock-barrier';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

async function merchant(credits = 20) {
  const m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    // A wallet of its own: an address belongs to one account (issue 29).
    .set({
      walletAddress: base58Encode(randomBytes(32)),
      transactionCredits: credits,
      subscriptionTier: 'STARTER',
      subscriptionStatus: 'ACTIVE',
    })
    .where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) });
  return { ...m, apiKey: res.json().data.apiKey as string };
}

async function state(accountId: string) {
  const [[links], [u], [spent]] = await Promise.all([
    ctx.deps.db.select({ n: count() }).from(payments).where(eq(payments.accountId, accountId)),
    ctx.deps.db
      .select({ c: merchantAccounts.transactionCredits })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, accountId)),
    ctx.deps.db
      .select({ n: count() })
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.delta, -1))),
  ]);
  return { links: links!.n, credits: u!.c, debits: spent!.n };
}

const body = { amount: '1.25', currency: 'USDC', label: 'Order 42' };

describe('Idempotency-Key on POST /api/v1/payment-links', () => {
  it('replays the stored response without a second link or credit', async () => {
    const m = await merchant();
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payment-links',
        headers: { 'x-api-key': m.apiKey, 'idempotency-key': 'order-42' },
        payload: body,
      });
    const first = await post();
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await state(m.accountId)).toEqual({ links: 1, credits: 19, debits: 1 });
  });

  it('answers 422 when the key is reused with a different body, and keys are per merchant', async () => {
    const m = await merchant();
    const other = await merchant();
    const post = (key: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payment-links',
        headers: { 'x-api-key': key, 'idempotency-key': 'k-1' },
        payload,
      });
    expect((await post(m.apiKey, body)).statusCode).toBe(201);
    const conflict = await post(m.apiKey, { ...body, amount: '2' });
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json()).toEqual({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      error: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    });
    // The same key string from another merchant is a different key.
    expect((await post(other.apiKey, { ...body, amount: '2' })).statusCode).toBe(201);
    expect(await state(m.accountId)).toMatchObject({ links: 1, credits: 19 });
  });

  it(
    'creates one link and spends one credit for concurrent duplicates; the others get 409 or the replay',
    { tags: ['postgres'] },
    async () => {
      const m = await merchant();
      const { result: results, waiting } = await behindLockBarrier(ctx.database, m.accountId, 2, () =>
        Promise.all(
          Array.from({ length: 8 }, () =>
            ctx.app.inject({
              method: 'POST',
              url: '/api/v1/payment-links',
              headers: { authorization: `Bearer ${m.apiKey}`, 'idempotency-key': 'race' },
              payload: body,
            }),
          ),
        ),
      );
      if (ctx.database.kind === 'postgres') expect(waiting, 'duplicates in flight together').toBeGreaterThanOrEqual(2);
      const created = results.filter((r) => r.statusCode === 201 && r.headers['idempotent-replayed'] === undefined);
      expect(created).toHaveLength(1);
      for (const r of results) {
        if (r === created[0]) continue;
        if (r.statusCode === 409) expect(r.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_IN_PROGRESS' });
        else expect(r.json()).toEqual(created[0]!.json());
      }
      expect(await state(m.accountId)).toEqual({ links: 1, credits: 19, debits: 1 });
    },
  );

  it('replays an error that the endpoint produced (402) but stores nothing for invalid parameters', async () => {
    const m = await merchant(0);
    const post = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payment-links',
        headers: { 'x-api-key': m.apiKey, 'idempotency-key': 'k-402' },
        payload,
      });
    expect((await post({ amount: '0', label: 'x' })).statusCode).toBe(400);
    const first = await post(body);
    expect(first.statusCode).toBe(402);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ transactionCredits: 5 })
      .where(eq(merchantAccounts.id, m.accountId));
    const again = await post(body);
    expect(again.statusCode).toBe(402);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('works on the dashboard route with a session too, and forgets keys after 24 hours', async () => {
    const m = await merchant();
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: { ...bearer(m.token), 'idempotency-key': 'dash-1' },
        payload: body,
      });
    const first = await post();
    expect((await post()).headers['idempotent-replayed']).toBe('true');
    await ctx.deps.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 24 * 3600 * 1000 - 1000) })
      .where(eq(idempotencyKeys.accountId, m.accountId));
    const later = await post();
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().data.payment.id).not.toBe(first.json().data.payment.id);
  });
});

describe('Idempotency-Key is bound to the path, not the route pattern', () => {
  it("answers 422 when a key used on one link's refunds is sent for another link's, instead of replaying the first", async () => {
    const m = await merchant();
    const link = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/payment-links',
          headers: { 'x-api-key': m.apiKey },
          payload: body,
        })
      ).json().data.payment.id as string;
    const [first, second] = [await link(), await link()];
    const refund = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payment-links/${id}/refunds`,
        headers: { 'x-api-key': m.apiKey, 'idempotency-key': 'refund-1' },
        payload: {},
      });
    const answer = await refund(first);
    expect(answer.statusCode).toBeLessThan(500);
    // The same key and body on the same path still replays.
    expect((await refund(first)).headers['idempotent-replayed']).toBe('true');
    const other = await refund(second);
    expect(other.statusCode).toBe(422);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('ignores the query string', async () => {
    const m = await merchant();
    const post = (url: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'x-api-key': m.apiKey, 'idempotency-key': 'q-1' },
        payload: body,
      });
    const first = await post('/api/v1/payment-links');
    expect((await post('/api/v1/payment-links?x=1')).json()).toEqual(first.json());
    expect(await state(m.accountId)).toMatchObject({ links: 1 });
  });
});
