// @module-tag smoke
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { parseURL, type TransferRequestURL } from '@solana/pay';
import { MAINNET_USDC_MINT, MSG } from '@paylink/shared';
import { creditLedger } from '../modules/credits/schema';
import { merchantAccounts } from '../modules/accounts/schema';
import { paymentEvents } from '../modules/payments/schema';
import { bearer, createTestContext, signUp, signUpWithWallet, type TestContext } from '../test/test-app';
import { behindLockBarrier } from '../test/lock-barrier';

const OTHER_WALLET = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH';

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

describe('creating a payment link', () => {
  it.each([
    [{ amount: '0' }, 'Amount must be greater than 0'],
    [{ amount: '-1' }, 'Amount must be a plain decimal number such as 0.1'],
    [{ amount: '1e-3' }, 'Amount must be a plain decimal number such as 0.1'],
    [{ amount: 'abc' }, 'Amount must be a plain decimal number such as 0.1'],
    [{ amount: '1000000.1' }, 'Amount must be at most 1,000,000'],
    [{ amount: '0.0000001', currency: 'USDC' }, 'Amount has more than 6 decimal places for USDC'],
    [{ amount: '0.0000000001' }, 'Amount has more than 9 decimal places for SOL'],
    [{ amount: '1', label: '' }, 'Label is required'],
    [{ amount: '1', label: 'x'.repeat(101) }, 'Label must be at most 100 characters'],
    [{ amount: '1', message: 'x'.repeat(201) }, 'Message must be at most 200 characters'],
    [
      { amount: '1', currency: 'BTC' },
      'Currency "BTC" is not supported on solana. Supported: SOL, USDC, USDT, EURC, PYUSD, USD, EUR',
    ],
    [
      { amount: '1', network: 'bitcoin', currency: 'BTC' },
      'Network "bitcoin" is not supported. Supported networks: solana',
    ],
    [{ amount: '1', walletAddress: 'not-a-wallet' }, MSG.invalidSolana],
    [{ amount: '1', webhookUrl: 'http://example.com/hook' }, 'Webhook URL must use https'],
    [{ amount: '1', webhookUrl: 'nope' }, 'Webhook URL must be a valid URL'],
    [
      { amount: '1', metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) },
      'Metadata may have at most 50 keys',
    ],
    [{ amount: '1', metadata: { big: 'x'.repeat(9000) } }, 'Metadata must be at most 8 KB'],
    [{ amount: '1', expiresIn: 60 }, 'expiresIn must be at least 300 seconds'],
  ])('rejects %j with "%s" and spends no credit', async (payload, message) => {
    const m = await merchant();
    const res = await create(m.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
    const [user] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, m.accountId));
    expect(user!.transactionCredits).toBe(5);
  });

  it('needs a recipient wallet', async () => {
    const m = await signUp(ctx);
    const res = await create(m.token, { amount: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please set a Solana wallet address in Settings');
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      payload: { amount: '1', label: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('creates a SOL link whose URL round-trips through @solana/pay parseURL and whose QR decodes to it', async () => {
    const m = await merchant();
    const res = await create(m.token, {
      amount: '0.1',
      label: 'Coffee & cake',
      message: 'Table #4, thanks!',
      metadata: { orderId: 'A1' },
    });
    expect(res.statusCode).toBe(201);
    const { payment, recipientWallet } = res.json().data;
    expect(recipientWallet).toBe(m.wallet);
    expect(payment).toMatchObject({
      amount: '0.1',
      currency: 'SOL',
      network: 'solana',
      status: 'PENDING',
      recipientAddress: m.wallet,
      metadata: { orderId: 'A1' },
    });
    expect(payment.id).toMatch(/^pay_[1-9A-HJ-NP-Za-km-z]{16,}$/);
    expect(new Date(payment.expiresAt).getTime() - new Date(payment.createdAt).getTime()).toBe(24 * 3600 * 1000);

    const parsed = parseURL(payment.solanaPayUrl) as TransferRequestURL;
    expect(parsed.recipient).toBe(m.wallet);
    expect(String(parsed.amount)).toBe('0.1');
    expect(parsed.splToken).toBeUndefined();
    expect(parsed.reference?.map(String)).toEqual([payment.reference]);
    expect(parsed.label).toBe('Coffee & cake');
    expect(parsed.message).toBe('Table #4, thanks!');
    expect(parsed.memo).toBe(payment.id);

    const png = PNG.sync.read(Buffer.from(payment.qrCodeData.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(png.width).toBe(300);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(payment.solanaPayUrl);
  });

  it('answers the checkout page’s QR beside the wallet URI’s: the code a merchant shares opens the checkout', async () => {
    const m = await merchant();
    const res = await create(m.token, { amount: '0.1', label: 'Shared code' });
    const { payment, checkoutQrCodeData } = res.json().data;
    const png = PNG.sync.read(Buffer.from(checkoutQrCodeData.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(png.width).toBe(300);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(payment.checkoutUrl);
    expect(payment.checkoutUrl).toMatch(/\/payment\/pay_\w+$/);
  });

  it('creates a USDC link with the configured mint', async () => {
    const m = await merchant();
    const res = await create(m.token, {
      amount: 716844.32,
      currency: 'usdc',
      walletAddress: OTHER_WALLET,
      expiresIn: 600,
    });
    const { payment } = res.json().data;
    expect(payment.amount).toBe('716844.32');
    expect(payment.recipientAddress).toBe(OTHER_WALLET);
    const parsed = parseURL(payment.solanaPayUrl) as TransferRequestURL;
    expect(String(parsed.splToken)).toBe(MAINNET_USDC_MINT);
    expect(String(parsed.amount)).toBe('716844.32');
  });

  it.each([
    ['0.000000001', 'SOL', '0.000000001'],
    ['1000000', 'SOL', '1000000'],
    ['716844.32', 'USDC', '716844.32'],
    ['0.1', 'SOL', '0.1'],
    ['0.100000000', 'SOL', '0.1'],
    ['000012.5', 'USDC', '12.5'],
  ])('keeps %s %s exact (%s) in the API and the URL', async (amount, currency, expected) => {
    const m = await merchant();
    const res = await create(m.token, { amount, currency });
    const { payment } = res.json().data;
    expect(payment.amount).toBe(expected);
    expect(payment.solanaPayUrl).toContain(`amount=${expected}&`);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/payments/${payment.id}`,
      headers: bearer(m.token),
    });
    expect(again.json().data.payment.amount).toBe(expected);
  });

  it('spends one credit per link with a ledger row and a payment.created event; 402 at zero', async () => {
    const m = await merchant(1);
    const first = await create(m.token, { amount: '1' });
    expect(first.statusCode).toBe(201);
    const second = await create(m.token, { amount: '1' });
    expect(second.statusCode).toBe(402);
    expect(second.json()).toMatchObject({
      success: false,
      error: MSG.insufficientCredits,
      code: 'INSUFFICIENT_CREDITS',
    });
    const ledger = await ctx.deps.db.select().from(creditLedger).where(eq(creditLedger.accountId, m.accountId));
    expect(ledger.filter((l) => l.reason === 'payment_link').map((l) => l.referenceId)).toEqual([
      first.json().data.payment.id,
    ]);
    const events = await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.accountId, m.accountId));
    expect(events.map((e) => e.type)).toEqual(['payment.created']);
  });

  it(
    'creates exactly 5 links from 50 concurrent requests with 5 credits, never going below zero',
    { tags: ['postgres'] },
    async () => {
      const m = await merchant();
      const { result: results, waiting } = await behindLockBarrier(ctx.database, m.accountId, 2, () =>
        Promise.all(Array.from({ length: 50 }, (_, i) => create(m.token, { amount: '0.01', label: `c${i}` }))),
      );
      if (ctx.database.kind === 'postgres') expect(waiting, 'requests in flight together').toBeGreaterThanOrEqual(2);
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(5);
      expect(codes.filter((c) => c === 402)).toHaveLength(45);
      const [user] = await ctx.deps.db.select().from(merchantAccounts).where(eq(merchantAccounts.id, m.accountId));
      expect(user!.transactionCredits).toBe(0);
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/payments/payments?limit=100',
        headers: bearer(m.token),
      });
      expect(list.json().data.pagination.total).toBe(5);
      const ledger = await ctx.deps.db.select().from(creditLedger).where(eq(creditLedger.accountId, m.accountId));
      expect(ledger.reduce((sum, l) => sum + l.delta, 0)).toBe(0);
    },
  );
});
