// @module-tag smoke
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signUpWithWallet, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const merchant = (credits?: number) => signUpWithWallet(ctx, credits);

function create(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', ...payload },
  });
}

describe('reading payments', () => {
  it('lists only the caller’s payments, newest first, with pagination and a status filter', async () => {
    const m = await merchant(30);
    const other = await merchant();
    await create(other.token, { amount: '1' });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push((await create(m.token, { amount: `${i + 1}`, label: `L${i}` })).json().data.payment.id);

    const page1 = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/payments?page=1&limit=10', headers: bearer(m.token) })
    ).json().data;
    expect(page1.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(page1.payments.map((p: { id: string }) => p.id)).toEqual(ids.slice().reverse().slice(0, 10));
    const page2 = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/payments?page=2&limit=10', headers: bearer(m.token) })
    ).json().data;
    expect(page2.payments).toHaveLength(2);

    const completed = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/payments?status=COMPLETED', headers: bearer(m.token) })
    ).json().data;
    expect(completed.pagination.total).toBe(0);
    const pending = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/payments?status=PENDING', headers: bearer(m.token) })
    ).json().data;
    expect(pending.pagination.total).toBe(12);

    for (const q of ['limit=101', 'page=0', 'status=PAID', 'limit=abc']) {
      const bad = await ctx.app.inject({ method: 'GET', url: `/api/payments/payments?${q}`, headers: bearer(m.token) });
      expect(bad.statusCode, q).toBe(400);
    }
  });

  it('answers another merchant’s payment with the same 404 as a missing one', async () => {
    const owner = await merchant();
    const intruder = await merchant();
    const { payment } = (await create(owner.token, { amount: '1' })).json().data;
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${payment.id}`,
      headers: bearer(intruder.token),
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/payments/pay_doesnotexist',
      headers: bearer(intruder.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().error).toBe('Payment not found');
  });

  it('shows customers only public fields', async () => {
    const m = await merchant();
    const { payment } = (
      await create(m.token, { amount: '2', metadata: { secret: 1 }, webhookUrl: 'https://shop.example/hook' })
    ).json().data;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/${payment.id}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: payment.id, amount: '2', status: 'PENDING', solanaPayUrl: payment.solanaPayUrl });
    expect(data.metadata).toBeUndefined();
    expect(data.webhookUrl).toBeUndefined();
    expect(data.reference).toBeUndefined();
    // Only the hosted page /payment/:id may be framed, never the API behind it.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments/pay_nope' })).json()).toMatchObject({
      success: false,
      error: 'Payment not found',
    });
  });

  it('reports stats, balance and supported tokens', async () => {
    const m = await merchant();
    await create(m.token, { amount: '1' });
    await create(m.token, { amount: '2', currency: 'USDC' });
    const stats = (await ctx.app.inject({ method: 'GET', url: '/api/payments/stats', headers: bearer(m.token) })).json()
      .data;
    expect(stats).toEqual({
      totalPayments: 2,
      byStatus: { PENDING: 2, COMPLETED: 0, EXPIRED: 0, FAILED: 0 },
      received: { SOL: '0', USDC: '0' },
      thisMonth: { created: 2, completed: 0 },
    });
    const balance = (
      await ctx.app.inject({ method: 'GET', url: '/api/payments/balance', headers: bearer(m.token) })
    ).json().data;
    expect(balance).toEqual({ credits: 3, received: { SOL: '0', USDC: '0' } });
    const tokens = (await ctx.app.inject({ method: 'GET', url: '/api/payments/supported-tokens' })).json().data;
    expect(tokens.tokens.solana.map((t: { symbol: string }) => t.symbol)).toEqual([
      'SOL',
      'USDC',
      'USDT',
      'EURC',
      'PYUSD',
    ]);
    expect(tokens.networks).toEqual({ solana: { name: 'Solana', tokens: ['SOL', 'USDC', 'USDT', 'EURC', 'PYUSD'] } });
  });
});
