import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { merchantAccounts } from '../modules/accounts/schema';
import { refunds } from '../modules/refunds/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

/**
 * Fuzzes the routes that move or redirect value (refunds, quotes, the unmatched inbox, wallet proofs) with
 * hostile values in each of their fields, on real resources of a real merchant: every answer is a 4xx with the
 * error shape, and nothing is prepared, charged or re-quoted. (input-guard.test.ts fuzzes the transport of
 * every route; this one fuzzes the meaning of these routes' fields.)
 */
const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const HOSTILE: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  [],
  {},
  [{}],
  { $gt: '' },
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1e3',
  '0x10',
  'Infinity',
  'NaN',
  '1.0000000000000000000001',
  '9'.repeat(80),
  '1,5',
  '½',
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\u202e',
  '💸',
  'x'.repeat(10_000),
  '0x0000000000000000000000000000000000000000',
  '11111111111111111111111111111111',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
];

let ctx: TestContext;
let token: string;
let accountId: string;
let link: string;
let usdLink: string;

beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  const m = await signUp(ctx);
  ({ token, accountId } = m);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: WALLET, transactionCredits: 50, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, accountId));
  const create = async (body: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: { label: 'Order', ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.payment as { id: string; quote?: { expiresAt: string } };
  };
  link = (await create({ amount: '0.1', currency: 'SOL' })).id;
  usdLink = (await create({ amount: '25', currency: 'USD', payCurrencies: ['SOL', 'USDC'] })).id;
});
afterAll(() => ctx.close());

async function credits() {
  const [row] = await ctx.deps.db
    .select({ c: merchantAccounts.transactionCredits })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, accountId));
  return row!.c;
}

/** Each hostile value in each field (alone, the other fields absent), then the whole body replaced by it. */
function bodies(fields: string[]): unknown[] {
  return [
    ...fields.flatMap((field) => HOSTILE.map((value) => ({ [field]: value }))),
    ...HOSTILE.filter((v) => v !== null && typeof v !== 'object'),
  ];
}

async function expectRefused(method: 'POST' | 'PUT', url: string, payload: unknown, auth = true) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(auth ? bearer(token) : {}) },
    payload: JSON.stringify(payload),
  });
  const label = `${method} ${url} ${JSON.stringify(payload).slice(0, 120)}`;
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(res.json(), label).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
}

describe('fuzzing the routes that move value', () => {
  it('refunds (dashboard and API key): every hostile amount, transferId, to and reason is a 4xx, and nothing is prepared or charged', async () => {
    const before = await credits();
    const key = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(token) })
    ).json().data.apiKey as string;
    for (const body of bodies(['amount', 'transferId', 'to', 'reason'])) {
      await expectRefused('POST', `/api/payments/payments/${link}/refunds`, body);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payment-links/${link}/refunds`,
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const [prepared] = await ctx.deps.db.select({ n: count() }).from(refunds);
    expect(prepared!.n).toBe(0);
    // Rejected API calls are not charged (generating the key cost nothing either).
    expect(await credits()).toBe(before);
  });

  it('quotes: every hostile payCurrency is a 4xx and leaves the quote as it was', async () => {
    const read = async () => (await ctx.app.inject({ method: 'GET', url: `/api/payments/${usdLink}` })).json().data;
    const before = await read();
    for (const body of bodies(['payCurrency']))
      await expectRefused('POST', `/api/payments/${usdLink}/quote`, body, false);
    expect(await read()).toMatchObject({
      payCurrency: before.payCurrency,
      payAmount: before.payAmount,
      quote: before.quote,
    });
  });

  it('the unmatched inbox: every hostile paymentId is a 4xx', async () => {
    for (const body of bodies(['paymentId']))
      await expectRefused('POST', '/api/payments/unmatched-transfers/utr_missing/assign', body);
  });
});
