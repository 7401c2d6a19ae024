import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { merchantAccounts } from '../modules/accounts/schema';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

function decode(png: Buffer) {
  const img = PNG.sync.read(png);
  return { width: img.width, text: jsQR(new Uint8ClampedArray(img.data), img.width, img.height)?.data };
}

describe('QR codes rendered on demand', () => {
  it('serves a cacheable PNG of the link URL, the same image as qrCodeData, and stores no image', async () => {
    const m = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' })
      .where(eq(merchantAccounts.id, m.accountId));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(m.token),
      payload: { amount: '1', label: 'QR' },
    });
    const { payment } = created.json().data;

    const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/${payment.id}/qr.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(decode(res.rawPayload)).toEqual({ width: 300, text: payment.solanaPayUrl });
    expect(payment.qrCodeData).toBe(`data:image/png;base64,${res.rawPayload.toString('base64')}`);

    const pub = await ctx.app.inject({ method: 'GET', url: `/api/payments/${payment.id}` });
    expect(pub.json().data.qrCodeData).toBe(payment.qrCodeData);

    // Both drivers (PGlite and node-postgres) answer raw SQL with { rows }.
    const columns = (await ctx.deps.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'payments'`,
    )) as unknown as {
      rows: { column_name: string }[];
    };
    expect(columns.rows.map((r) => r.column_name)).not.toContain('qr_code_data');
  });

  it('answers 404 with the error shape for an unknown link', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/pay_missing/qr.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Payment not found', code: 'NOT_FOUND' });
  });
});
