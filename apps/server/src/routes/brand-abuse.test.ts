import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base58Encode } from '@paylink/shared';
import { merchantAccounts } from '../modules/accounts/schema';
import { sendReceiptEmails } from '../modules/receipts/send-receipt-emails';
import { payLink } from '../test/pay-link';
import { jpegImage, pngImage, SVG_LOGO, webpImage } from '../test/logo-images';
import { joinAs } from '../test/team-member';
import { bearer, createTestContext, signUp, type TestContext } from '../test/test-app';

// The merchant's brand, attacked: uploads that are not the images they claim, and members or strangers changing it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
});
afterAll(() => ctx.close());

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const upload = (token: string, bytes: Buffer) =>
  call(token, 'PUT', '/api/account/brand/logo', { image: bytes.toString('base64') });
const logoPath = (url: string) => new URL(url).pathname;

describe('the logo upload, as an attacker', () => {
  it('serves an accepted PNG at a URL named by its bytes, with its type, nosniff and a year of caching', async () => {
    const owner = await signUp(ctx);
    const png = pngImage(40, 20);
    const res = await upload(owner.token, png);
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json().data;
    expect(logoUrl).toMatch(/\/api\/brand-logos\/[0-9a-f]{64}$/);
    const image = await ctx.app.inject({ method: 'GET', url: logoPath(logoUrl) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.rawPayload.equals(png)).toBe(true);
    for (const other of [jpegImage(100, 50), webpImage(100, 50)])
      expect((await upload(owner.token, other)).statusCode).toBe(200);
    const webp = await ctx.app.inject({
      method: 'GET',
      url: logoPath((await call(owner.token, 'GET', '/api/account/brand')).json().data.logoUrl),
    });
    expect(webp.headers['content-type'], webp.body).toBe('image/webp');
  });

  it('refuses SVG, a wrong type behind an image name, oversize and polyglots with a 400, and keeps the logo it had', async () => {
    const owner = await signUp(ctx);
    const kept = (await upload(owner.token, pngImage(10, 10))).json().data.logoUrl;
    const attacks = [
      SVG_LOGO,
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      Buffer.concat([pngImage(8, 8), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
      Buffer.concat([pngImage(8, 8).subarray(0, 8), Buffer.from('<!doctype html><script>alert(1)</script>')]),
      pngImage(2048, 2),
      pngImage(16, 16, [0, 0, 0], 256 * 1024),
    ];
    for (const bytes of attacks) {
      const res = await upload(owner.token, bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    const tooBig = await call(owner.token, 'PUT', '/api/account/brand/logo', {
      image: randomBytes(400 * 1024).toString('base64'),
    });
    expect(tooBig.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooBig.statusCode).toBeLessThan(500);
    expect((await call(owner.token, 'PUT', '/api/account/brand/logo', { image: 'not base64 <svg>' })).statusCode).toBe(
      400,
    );
    expect((await call(owner.token, 'GET', '/api/account/brand')).json().data.logoUrl).toBe(kept);
  });

  it('answers 404 for a hash no account uses, and for a path that is not a hash', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/brand-logos/${'0'.repeat(64)}` })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/brand-logos/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBeLessThan(500);
  });
});

describe('who may change the brand', () => {
  it('changes only the caller’s own account: another merchant’s session never reaches yours', async () => {
    const victim = await signUp(ctx);
    const attacker = await signUp(ctx);
    expect(
      (await call(attacker.token, 'PUT', '/api/account/brand', { name: 'Hijacked', accentColor: '#000000' }))
        .statusCode,
    ).toBe(200);
    await upload(attacker.token, pngImage(4, 4));
    const theirs = (await call(victim.token, 'GET', '/api/account/brand')).json().data;
    expect(theirs).toMatchObject({
      name: victim.email.split('@')[0],
      nameConfirmed: false,
      logoUrl: null,
      accentColor: null,
    });
  });

  it('refuses a viewer and a developer (403 FORBIDDEN_ROLE) and lets an admin change it', async () => {
    const owner = await signUp(ctx);
    for (const role of ['viewer', 'developer'] as const) {
      const member = await joinAs(ctx, owner.accountId, role);
      expect((await call(member.token, 'GET', '/api/account/brand')).statusCode).toBe(200);
      for (const res of [
        await call(member.token, 'PUT', '/api/account/brand', { name: 'Mine now' }),
        await upload(member.token, pngImage(4, 4)),
        await call(member.token, 'DELETE', '/api/account/brand/logo'),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN_ROLE');
      }
    }
    const admin = await joinAs(ctx, owner.accountId, 'admin');
    expect(
      (await call(admin.token, 'PUT', '/api/account/brand', { name: 'Acme Coffee', accentColor: '#1D4ED8' })).json()
        .data,
    ).toMatchObject({ name: 'Acme Coffee', nameConfirmed: true, accentColor: '#1d4ed8' });
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/account/brand', payload: { name: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('refuses an accent colour that white text cannot be read on, and one that is not #rrggbb', async () => {
    const owner = await signUp(ctx);
    for (const accentColor of [
      '#ffff00',
      '#7fbfff',
      'red',
      '#12345',
      'url(javascript:alert(1))',
      '#1d4ed8;background:red',
    ]) {
      const res = await call(owner.token, 'PUT', '/api/account/brand', { name: 'Shop', accentColor });
      expect(res.statusCode, `${accentColor}: ${res.body}`).toBe(400);
    }
    expect(
      (await call(owner.token, 'PUT', '/api/account/brand', { name: 'Shop', accentColor: '#767676' })).statusCode,
    ).toBe(200);
  });
});

describe('what customers see', () => {
  it('puts the name, logo and colour on the public payment, and today’s look without them', async () => {
    const owner = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ walletAddress: base58Encode(randomBytes(32)), transactionCredits: 5 })
      .where(eq(merchantAccounts.id, owner.accountId));
    const created = await call(owner.token, 'PUT', '/api/account/brand', { name: 'Acme Coffee', accentColor: null });
    expect(created.statusCode).toBe(200);
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(owner.token),
        payload: { amount: '0.1', currency: 'SOL', label: 'Order' },
      })
    ).json().data.payment;
    const plain = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(plain).toMatchObject({ merchantName: 'Acme Coffee', merchantLogoUrl: null, merchantAccentColor: null });
    const { logoUrl } = (await upload(owner.token, pngImage(8, 8))).json().data;
    await call(owner.token, 'PUT', '/api/account/brand', { name: 'Acme Coffee', accentColor: '#1d4ed8' });
    const branded = (await ctx.app.inject({ method: 'GET', url: `/api/payments/${link.id}` })).json().data;
    expect(branded).toMatchObject({
      merchantName: 'Acme Coffee',
      merchantLogoUrl: logoUrl,
      merchantAccentColor: '#1d4ed8',
    });
    expect((await call(owner.token, 'DELETE', '/api/account/brand/logo')).json().data.logoUrl).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: logoPath(logoUrl) })).statusCode).toBe(404);
  });

  it('heads the receipt page and the receipt email with the name, logo and colour, and the plain look without them', async () => {
    const owner = await signUp(ctx);
    await ctx.deps.db
      .update(merchantAccounts)
      .set({ walletAddress: base58Encode(randomBytes(32)), transactionCredits: 5 })
      .where(eq(merchantAccounts.id, owner.accountId));
    const open = async () => {
      const link = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/payments/payment-link',
          headers: bearer(owner.token),
          payload: { amount: '0.1', currency: 'SOL', label: 'Blue mug' },
        })
      ).json().data.payment;
      await ctx.app.inject({
        method: 'POST',
        url: `/api/receipts/${link.id}/email`,
        payload: { email: `buyer-${link.id}@example.com` },
      });
      await payLink(ctx.deps.db, link.id, 100_000_000n);
      const before = ctx.smtp.received.length;
      await sendReceiptEmails(ctx.deps, { now: new Date() });
      const mail = await ctx.smtp.waitForEmail(`buyer-${link.id}@example.com`, 'receipt', 15_000, before);
      return { page: (await ctx.app.inject({ method: 'GET', url: `/receipt/${link.id}` })).body, mail };
    };
    const plain = await open();
    expect(plain.page).not.toContain('receipt-logo');
    expect(plain.page).not.toContain('--accent:');
    expect(plain.mail.html).not.toContain('<img');

    await call(owner.token, 'PUT', '/api/account/brand', { name: 'Acme <Coffee>', accentColor: '#1d4ed8' });
    const { logoUrl } = (await upload(owner.token, pngImage(8, 8))).json().data;
    const branded = await open();
    expect(branded.page).toContain(`<img src="${logoUrl}" alt="Acme &lt;Coffee&gt; logo" data-testid="receipt-logo">`);
    expect(branded.page).toContain('<p data-testid="receipt-merchant">Acme &lt;Coffee&gt;</p>');
    expect(branded.page).toContain(':root{--accent:#1d4ed8}');
    expect(branded.mail.text).toContain('Your payment to Acme <Coffee> is complete.');
    expect(branded.mail.html).toContain(`<img src="${logoUrl}"`);
    expect(branded.mail.html).toContain('Acme &lt;Coffee&gt;');
    expect(branded.mail.html).toContain('background:#1d4ed8');
  });
});
