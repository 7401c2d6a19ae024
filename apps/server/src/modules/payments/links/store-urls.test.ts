import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from '../../../test/test-app';

// Issue 54: a link may carry the store's successUrl and cancelUrl; the hosted page takes the customer back.
let ctx: TestContext;
let token: string;
const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  token = (await signUpWithCredits(ctx, 10)).token;
});
afterAll(() => ctx.close());

const create = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { amount: '0.1', label: 'Store order', walletAddress: WALLET, ...payload },
  });

describe('successUrl and cancelUrl', () => {
  it('are stored and answered by the create, detail and public answers', async () => {
    const res = await create({
      successUrl: 'https://shop.example/thanks?order=7',
      cancelUrl: 'https://shop.example/cart',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { payment } = res.json().data;
    expect(payment).toMatchObject({
      successUrl: 'https://shop.example/thanks?order=7',
      cancelUrl: 'https://shop.example/cart',
    });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${payment.id}`,
      headers: bearer(token),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.payment).toMatchObject({
      successUrl: 'https://shop.example/thanks?order=7',
      cancelUrl: 'https://shop.example/cart',
    });
    const pub = await ctx.app.inject({ method: 'GET', url: `/api/payments/${payment.id}` });
    expect(pub.json().data).toMatchObject({
      returnUrl: 'https://shop.example/thanks?order=7',
      cancelUrl: 'https://shop.example/cart',
    });
  });

  it('are null when not given', async () => {
    const res = await create({});
    expect(res.json().data.payment).toMatchObject({ successUrl: null, cancelUrl: null });
  });

  it('refuses anything but an https URL with a 400 naming the field (a customer’s browser follows it)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ successUrl: 'http://shop.example/thanks' }, 'successUrl', 'Success URL must be an https URL'],
      [{ successUrl: 'javascript:alert(1)' }, 'successUrl', 'Success URL must be an https URL'],
      [{ cancelUrl: 'data:text/html,<b>x</b>' }, 'cancelUrl', 'Cancel URL must be an https URL'],
      [{ cancelUrl: 'not a url' }, 'cancelUrl', 'Cancel URL must be an https URL'],
      [
        { successUrl: `https://shop.example/${'x'.repeat(2048)}` },
        'successUrl',
        'Success URL must be at most 2048 characters',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: message });
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});
