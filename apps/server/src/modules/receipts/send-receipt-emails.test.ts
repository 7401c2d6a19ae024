import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payTransferRequest, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment } from '@paylink/shared';
import { startChainTestContext, watchTick } from '../../test/local-chain';
import { bearer, signUpWithCredits, type TestContext } from '../../test/test-app';
import { receiptEmails } from './schema';
import { sendReceiptEmails } from './send-receipt-emails';

/**
 * Issue 35, "Email me a receipt": the address a customer leaves on the hosted page is used once, when the link
 * completes, to send the receipt page's link, over real SMTP, exactly once with two workers, then erased.
 */
let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

const round = () => sendReceiptEmails(ctx.deps, { now: new Date() });
const ask = (id: string, email: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/receipts/${id}/email`, payload: { email } });

describe('receipt emails', () => {
  it(
    'sends the receipt once the link completes, once with two workers, then forgets the address',
    { tags: ['postgres'] },
    async () => {
      const m = await signUpWithCredits(ctx, 10);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/payment-link',
        headers: bearer(m.token),
        payload: { label: 'Blue mug', amount: '0.25', walletAddress: base58Encode(randomBytes(32)) },
      });
      expect(res.statusCode, res.body).toBe(201);
      const link = res.json().data.payment as Payment;

      const bad = await ask(link.id, 'not an address');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: expect.any(String) });
      expect((await ask('pay_missing', 'buyer@example.com')).statusCode).toBe(404);
      const first = await ask(link.id, 'first@example.com');
      expect(first.json()).toEqual({ success: true, data: { requested: true, editKey: expect.any(String) } });
      // A new address replaces one not used yet, from the page that set it (its key; receipt-email-abuse.test.ts).
      const replaced = await ctx.app.inject({
        method: 'POST',
        url: `/api/receipts/${link.id}/email`,
        payload: { email: 'buyer@example.com', editKey: first.json().data.editKey },
      });
      expect(replaced.statusCode).toBe(200);

      // Not paid yet: nothing is sent.
      expect((await round()).sent).toEqual([]);

      await payTransferRequest({ rpcUrl: chain.rpcUrl, url: link.paymentUrl });
      await watchTick(ctx);
      const before = ctx.smtp.received.length;
      const [a, b] = await Promise.all([round(), round()]);
      expect([...a.sent, ...b.sent]).toEqual([link.id]);
      const mail = await ctx.smtp.waitForEmail('buyer@example.com', 'receipt', 15_000, before);
      expect(mail.subject).toBe('Your receipt: Blue mug');
      expect(mail.text).toContain(`http://localhost:8080/receipt/${link.id}`);
      expect(mail.text).toContain('Amount: 0.25 SOL');
      expect(mail.text).toContain(link.recipientAddress);

      expect((await round()).sent).toEqual([]);
      expect(ctx.smtp.received.slice(before).filter((r) => r.to.includes('example.com'))).toHaveLength(1);
      const [kept] = await ctx.deps.db.select().from(receiptEmails).where(eq(receiptEmails.paymentId, link.id));
      expect(kept).toMatchObject({ email: null, sentAt: expect.any(Date) });
      expect((await ask(link.id, 'again@example.com')).statusCode).toBe(409);
    },
  );
});
