// @module-tag smoke
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../modules/payments/schema';
import { merchantAccounts } from '../modules/accounts/schema';
import { payLink } from '../test/pay-link';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';
import { csvLine } from '../modules/exports/csv-line';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const HEADER =
  'id,created_at,status,label,amount,currency,pay_amount,pay_currency,network,rate,amount_received,fiat_value_at_completion,transactions,payer,refunded_amount,checkout_url,finality,finalized_at,pay_button_id,refund_status';

let ctx: TestContext;
let m: { token: string; accountId: string };
let apiKey: string;
const ids: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  m = await signUp(ctx);
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: WALLET, transactionCredits: 50, subscriptionTier: 'STARTER', subscriptionStatus: 'ACTIVE' })
    .where(eq(merchantAccounts.id, m.accountId));
  apiKey = (
    await ctx.app.inject({ method: 'POST', url: '/api/auth/generate-api-key', headers: bearer(m.token) })
  ).json().data.apiKey;
  const bodies = [
    { label: '=HYPERLINK("http://evil.example","click")', amount: '25', currency: 'USD', payCurrency: 'SOL' },
    { label: 'Tea, "green" — 緑茶', amount: '1.5', currency: 'USDC' },
    { label: '+1 extra\nline', amount: '0.2', currency: 'SOL' },
  ];
  for (const [i, payload] of bodies.entries()) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload,
    });
    ids.push(res.json().data.payment.id);
    // Distinct creation times, one day apart, so the range filter has something to cut.
    await ctx.deps.db
      .update(payments)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 10 + i)) })
      .where(eq(payments.id, ids[i]!));
  }
  await payLink(ctx.deps.db, ids[0]!, 100_000_000n);
});
afterAll(() => ctx.close());

const checkout = (id: string) => `${ctx.deps.config.appUrl}/payment/${id}`;
const csv = (query = '', headers: Record<string, string> = bearer(m.token)) =>
  ctx.app.inject({ method: 'GET', url: `/api/payments/export.csv${query}`, headers });

describe('CSV export', () => {
  it('streams one row per link, oldest first, UTF-8 with RFC 4180 quoting and formulas neutralised', async () => {
    const res = await csv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="paylink-payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body;
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const [paid] = await ctx.deps.db.select().from(payments).where(eq(payments.id, ids[0]!));
    expect(text.slice(1).split('\r\n')[1]).toBe(
      [
        ids[0],
        '2026-01-10T00:00:00.000Z',
        'COMPLETED',
        `"'=HYPERLINK(""http://evil.example"",""click"")"`,
        '25.00',
        'USD',
        '0.1',
        'SOL',
        'solana',
        '250',
        '0.1',
        '25.00',
        paid!.txId,
        paid!.payerAddress,
        '0',
        checkout(ids[0]!),
        'confirmed',
        '',
        '',
        '',
      ].join(','),
    );
    expect(text).toContain(
      `${ids[1]},2026-01-11T00:00:00.000Z,PENDING,"Tea, ""green"" — 緑茶",1.5,USDC,1.5,USDC,solana,,0,,,,0,${checkout(ids[1]!)},,,,\r\n`,
    );
    expect(text).toContain(
      `${ids[2]},2026-01-12T00:00:00.000Z,PENDING,"'+1 extra\nline",0.2,SOL,0.2,SOL,solana,,0,,,,0,${checkout(ids[2]!)},,,,\r\n`,
    );
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('filters by creation range and status, and works with an API key', async () => {
    const range = await csv('?from=2026-01-11&to=2026-01-12T00:00:00Z', { 'x-api-key': apiKey });
    expect(range.statusCode).toBe(200);
    const lines = range.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${ids[1]},`));
    const completed = (await csv('?status=COMPLETED')).body.split('\r\n').filter(Boolean);
    expect(completed.map((l) => l.split(',')[0])).toEqual([`\uFEFFid`, ids[0]]);
    expect((await csv('?status=PAID')).statusCode).toBe(400);
    expect((await csv('', {})).statusCode).toBe(401);
  });

  it('neutralises every formula prefix and quotes what RFC 4180 asks for', () => {
    expect(csvLine(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', null, 'a,b', 'say "hi"'])).toBe(
      `'=1+1,'+1,'-1,'@SUM(A1),'\tx,plain,,"a,b","say ""hi"""\r\n`,
    );
  });
});

describe('JSON export on /api/v1', () => {
  it('pages the same rows by cursor', async () => {
    const get = (q: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/v1/payment-links/export${q}`, headers: { 'x-api-key': apiKey } });
    const first = await get('?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().data;
    expect(page.hasMore).toBe(true);
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual(ids.slice(0, 2));
    expect(page.rows[0]).toMatchObject({
      amount: '25.00',
      currency: 'USD',
      payAmount: '0.1',
      payCurrency: 'SOL',
      network: 'solana',
      rate: '250',
      fiatValueAtCompletion: '25.00',
      refundedAmount: '0',
      transactions: [expect.any(String)],
      checkoutUrl: checkout(ids[0]!),
    });
    const second = (await get(`?limit=2&starting_after=${ids[1]}`)).json().data;
    expect(second).toMatchObject({ hasMore: false, rows: [{ id: ids[2], label: '+1 extra\nline' }] });
    expect((await get('?starting_after=pay_unknown')).statusCode).toBe(400);
  });
});
