// @module-tag smoke
import { RECEIPT_PRINT_SCRIPT_HASH } from './receipt-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { extractText, getDocumentProxy } from 'unpdf';
import { merchantAccounts } from '../accounts/schema';
import { paymentEvents } from '../payments/schema';
import { payLink } from '../../test/pay-link';
import { bearer, createTestContext, signUp, type TestContext } from '../../test/test-app';
import { rotateReceiptKey } from './receipt-keys';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' });
  const m = await signUp(ctx);
  token = m.token;
  await ctx.deps.db
    .update(merchantAccounts)
    .set({ walletAddress: WALLET, transactionCredits: 20, name: 'Tea House' })
    .where(eq(merchantAccounts.id, m.accountId));
});
afterAll(() => ctx.close());

async function paidLink(label: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label, amount: '0.5', currency: 'SOL' },
  });
  const id = res.json().data.payment.id as string;
  await payLink(ctx.deps.db, id, 500_000_000n);
  return id;
}
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const jwks = async () => createLocalJWKSet((await get('/.well-known/jwks.json')).json());

describe('receipts', () => {
  it('exist only for completed links: 404 before payment, on every form', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: { label: 'Open', amount: '1', currency: 'SOL' },
    });
    const id = res.json().data.payment.id;
    for (const url of [`/api/receipts/${id}`, `/api/receipts/${id}.pdf`, '/api/receipts/pay_nothing']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // The page a person opens answers a page (issue 35), for an unpaid link and an unknown id alike.
    for (const url of [`/receipt/${id}`, '/receipt/pay_nothing']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>Receipt not found</h1>');
    }
  });

  it('is linked from the payment once it completes: receiptUrl on the public object, receipt_url in payment.completed', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/payment-link',
      headers: bearer(token),
      payload: { label: 'Linked', amount: '0.5', currency: 'SOL' },
    });
    const id = res.json().data.payment.id as string;
    expect(res.json().data.payment.receiptUrl).toBeNull();
    await payLink(ctx.deps.db, id, 500_000_000n);
    const url = `${ctx.deps.config.appUrl}/receipt/${id}`;
    expect((await get(`/api/payments/${id}`)).json().data.receiptUrl).toBe(url);
    const [completed] = await ctx.deps.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, id), eq(paymentEvents.type, 'payment.completed')));
    expect((completed!.data as { payment: { receipt_url: string } }).payment.receipt_url).toBe(url);
    expect((await get(new URL(url).pathname)).statusCode).toBe(200);
  });

  it('signs the receipt with EdDSA: it verifies with jose against the published JWKS, and a changed amount does not', async () => {
    const id = await paidLink('Tea');
    const res = await get(`/api/receipts/${id}`);
    expect(res.statusCode).toBe(200);
    const { receipt, jws } = res.json().data;
    expect(receipt).toMatchObject({
      version: 1,
      paymentId: id,
      status: 'COMPLETED',
      label: 'Tea',
      amount: '0.5',
      currency: 'SOL',
      asset: null,
      amountReceived: '0.5',
      network: 'solana',
      recipient: WALLET,
      merchantName: 'Tea House',
      refunds: [],
    });
    expect(receipt.resourceUrl).toBe(`${ctx.deps.config.appUrl}/receipt/${id}`);
    expect(receipt.explorerUrl).toContain(`https://explorer.solana.com/tx/${receipt.transaction}`);
    expect(decodeProtectedHeader(jws)).toMatchObject({ alg: 'EdDSA' });

    const verified = await compactVerify(jws, await jwks());
    expect(JSON.parse(new TextDecoder().decode(verified.payload))).toEqual(receipt);

    const [header, , signature] = jws.split('.');
    const forged = Buffer.from(JSON.stringify({ ...receipt, amount: '50' })).toString('base64url');
    await expect(compactVerify(`${header}.${forged}.${signature}`, await jwks())).rejects.toThrow();
  });

  it('serves the same receipt as a PDF whose text shows the amount, and as a printable page with the label escaped', async () => {
    const id = await paidLink('<script>alert(1)</script> 🍵 Matcha');
    const pdf = await get(`/api/receipts/${id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('Payment receipt');
    expect(text).toContain('0.5 SOL');
    expect(text).toContain(id);

    const page = await get(`/receipt/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('0.5 SOL');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain(`/api/receipts/${id}.pdf`);
    // Everything the first paint needs is in the HTML: the CSS, and the QR as inline SVG (no image request).
    expect(page.body).toContain(`<svg xmlns="http://www.w3.org/2000/svg"`);
    expect(page.body).toContain(`aria-label="QR code of this receipt&#39;s page"`);
    expect(page.body).not.toMatch(/<img|<link/);
    // A number, a Print button run by the one script the route's CSP allows by its hash, and the JWS in an appendix.
    expect(page.body).toMatch(/<dt>Receipt number<\/dt><dd>R-\d{8}-[1-9A-HJ-NP-Za-km-z]{8}<\/dd>/);
    expect(text).toMatch(/Receipt number/);
    expect(page.body).toContain('<button type="button" id="print">Print</button>');
    expect(page.body.match(/<script>/g)).toHaveLength(1);
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' ${RECEIPT_PRINT_SCRIPT_HASH}`);
    expect(page.headers['content-security-policy']).toContain("script-src-attr 'none'");
    expect(page.body).toMatch(/<h2 id="appendix">Appendix: signature<\/h2>[\s\S]*<code>ey/);
  });

  it('keeps verifying receipts signed before a key rotation, and signs new ones with the new key', async () => {
    const id = await paidLink('Rotated');
    const before = (await get(`/api/receipts/${id}`)).json().data.jws;
    const next = await rotateReceiptKey(ctx.deps.db);
    const keys = (await get('/.well-known/jwks.json')).json().keys;
    expect(keys[0].kid).toBe(next.kid);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    await expect(compactVerify(before, await jwks())).resolves.toBeTruthy();
    const after = (await get(`/api/receipts/${id}`)).json().data.jws;
    expect(decodeProtectedHeader(after).kid).toBe(next.kid);
    expect(decodeProtectedHeader(before).kid).not.toBe(next.kid);
  });
});
